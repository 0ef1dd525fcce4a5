import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_LINES } from '../support/book-burst';
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

    // the books were written in the burst, an import among the answered ones
    expect(answers.byKind.purchase).toBeGreaterThan(0);
    expect(run.afterRestart).toEqual({ createStatus: 200, petStatus: 200, petWeighings: 1, importStatus: 200, importCompleted: true, importLines: PURCHASE_LINES });

    const integrity = await checkBurst(sql, run.shopId, run.tag, run.writes);
    console.log(burstReport('PostgreSQL', run.writes, run.restartMs, integrity));
    expect(integrity.lost).toEqual([]);
    expect(integrity.partial).toEqual([]);
    expect(integrity.orphanTerms).toBe(0);
    expect(integrity.miscounted).toEqual([]);
    expect(integrity.violations).toEqual([]);
    // every acknowledged document of the books is among those found (and whole: nothing lost above)
    expect(integrity.books.imports).toBeGreaterThanOrEqual(answers.byKind.purchase);
    expect(integrity.books.payments).toBeGreaterThanOrEqual(answers.byKind['supplier-payment']);
    expect(integrity.books.stockTakes).toBeGreaterThanOrEqual(answers.byKind['stock-take']);
  });

  it('would see a pet without its weighing, a customer without its search terms, a count gone wrong, an import or a payment by halves (the check itself)', async () => {
    expect(run).toBeDefined();
    const acknowledged = (kind: string) => run!.writes.filter((w) => w.kind === kind && w.status === 200);
    const pet = acknowledged('pet')[0];
    const customer = acknowledged('customer')[0];
    await query('delete from pet_weights where pet_id = $1', [pet.id]);
    await query('delete from search_terms where record_id = $1', [customer.id]);
    // a customer deleted without its triggers: its search terms stay behind
    const gone = acknowledged('customer')[1].id;
    await query(`set session_replication_role = replica; delete from customers where id = '${gone}'`);
    // an import that lost a stock movement, a supplier payment whose voucher settles nothing
    const [purchase] = acknowledged('purchase');
    const [payment] = acknowledged('supplier-payment');
    expect(payment).toBeDefined();
    await query('delete from stock_movements where id = (select id from stock_movements where document_id = $1 order by seq limit 1)', [purchase.id]);
    await query('delete from product_import_payments where voucher_id = $1', [payment.id]);

    const integrity = await checkBurst(sql, run!.shopId, run!.tag, run!.writes);
    expect(integrity.partial).toEqual([
      expect.stringMatching(/: 0 search terms of [1-9]/),
      expect.stringMatching(/: weight [\d.]+ kg with 0 weighings/),
      expect.stringMatching(/^the books: voucher PC\d+ to the supplier without the payments it made$/),
      expect.stringMatching(new RegExp(`^import ${purchase.key}: status 1, 2 lines, 1 movements of \\d+ of ${purchase.units} units`)),
      expect.stringMatching(new RegExp(`^supplier payment ${payment.key}: PAYMENT of ${payment.amount} settling 0 over 0 imports$`)),
    ]);
    expect(integrity.lost).toHaveLength(3);
    expect(integrity.lost).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^customer #\d+ \(200\): .* is missing$/),
        expect.stringMatching(new RegExp(`^purchase #${purchase.index} \\(200\\): status 1, 2 lines, 1 movements`)),
        expect.stringMatching(new RegExp(`^supplier-payment #${payment.index} \\(200\\): PAYMENT of ${payment.amount} settling 0`)),
      ]),
    );
    expect(integrity.orphanTerms).toBeGreaterThan(0);
    expect(integrity.miscounted).toEqual([expect.stringMatching(/^customers: counted (\d+), (?!\1\b)\d+ rows$/)]);
    expect(integrity.violations).toEqual(
      expect.arrayContaining([expect.stringMatching(/^stock equals the sum of its ledger/), expect.stringMatching(/^an import’s paid is the sum of its payments/)]),
    );
  });
});
