import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/server/db/client';
import { isConnectionError } from '@/server/core/connection-error';
import { postgresBin, type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';

// The server's PostgreSQL pool (server/db/client.ts) when a connection in use dies between two
// statements of a transaction, as in a database restart: what the load of postgres-outage.test.ts
// hits only now and then, made to happen every time by ending that backend from outside.
let cluster: PostgresCluster | undefined;
const previousUrl = process.env.DATABASE_URL;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  if (!postgresBin()) return;
  cluster = await startPostgresCluster();
  process.env.DATABASE_URL = cluster.url();
  process.on('uncaughtException', onUncaught);
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await closeDb();
  await cluster?.destroy();
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function terminateBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster!.url() });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

describe.skipIf(!postgresBin())('a connection lost inside a transaction', () => {
  it('fails that transaction as a connection error (503), escapes as no uncaught exception, and the pool serves on', async () => {
    const db = getDb();
    const failure = await db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
        await terminateBackend(rows[0].pid);
        // the backend is gone while the transaction waits between statements
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );

    expect(failure).not.toBeNull();
    expect(isConnectionError(failure)).toBe(true);
    expect(uncaught).toEqual([]);
    const { rows } = (await db.execute(sql`select 1 as one`)) as unknown as { rows: Array<{ one: number }> };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
