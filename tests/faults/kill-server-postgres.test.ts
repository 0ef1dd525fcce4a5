import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstReport, checkBurst, type Sql, tally } from '../support/burst-integrity';
import { crashDuringBurst, type CrashRun, KILL_AFTER_ANSWERS } from '../support/crash-during-burst';
import { postgresBin, type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';

// kill -9 of the server on PostgreSQL (a server of the suite's own), in the middle of 200
// concurrent writes: the restarted server finds every acknowledged write whole, nothing by halves.
let cluster: PostgresCluster | undefined;
let databaseUrl: string;
let run: CrashRun | undefined;

beforeAll(async () => {
  if (!postgresBin()) return;
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase('pawdesk');
});

afterAll(async () => {
  await run?.restarted.stop();
  await run?.killed.stop();
  await cluster?.destroy();
});

const query = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
};
const sql: Sql = query;

describe.skipIf(!postgresBin())('kill -9 during a burst of writes, on PostgreSQL', () => {
  it('restarts with every acknowledged write whole and nothing by halves', async () => {
    run = await crashDuringBurst({ databaseUrl });
    const answers = tally(run.writes);
    expect(answers.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    // the kill fell in the middle of the burst
    expect(answers.unanswered).toBeGreaterThan(0);
    expect(answers.failed).toBe(0);

    expect(run.afterRestart).toEqual({ createStatus: 200, petStatus: 200, petWeighings: 1 });

    const integrity = await checkBurst(sql, run.shopId, run.tag, run.writes);
    console.log(burstReport('PostgreSQL', run.writes, run.restartMs, integrity));
    expect(integrity.lost).toEqual([]);
    expect(integrity.partial).toEqual([]);
    expect(integrity.orphanTerms).toBe(0);
    expect(integrity.miscounted).toEqual([]);
  });

  it('would see a pet without its weighing, a customer without its search terms, a count gone wrong (the check itself)', async () => {
    expect(run).toBeDefined();
    const pet = run!.writes.find((w) => w.kind === 'pet' && w.status === 200)!;
    const customer = run!.writes.find((w) => w.kind === 'customer' && w.status === 200)!;
    await query('delete from pet_weights where pet_id = $1', [pet.id]);
    await query('delete from search_terms where record_id = $1', [customer.id]);
    // a customer deleted without its triggers: its search terms stay behind
    const gone = run!.writes.filter((w) => w.kind === 'customer' && w.status === 200)[1].id;
    await query(`set session_replication_role = replica; delete from customers where id = '${gone}'`);

    const integrity = await checkBurst(sql, run!.shopId, run!.tag, run!.writes);
    expect(integrity.partial).toEqual([expect.stringMatching(/: 0 search terms of [1-9]/), expect.stringMatching(/: weight [\d.]+ kg with 0 weighings/)]);
    expect(integrity.lost).toEqual([expect.stringMatching(/^customer #\d+ \(200\): .* is missing$/)]);
    expect(integrity.orphanTerms).toBeGreaterThan(0);
    expect(integrity.miscounted).toEqual([expect.stringMatching(/^customers: counted (\d+), (?!\1\b)\d+ rows$/)]);
  });
});
