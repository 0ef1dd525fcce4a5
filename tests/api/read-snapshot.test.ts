import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from '@/server/db/client';
import { readAll, readSnapshot } from '@/server/db/sql/read-snapshot';
import { rowsOf } from '../support/fixtures';
import { openTestDatabase } from '../support/test-database';

// The exports and the stock card read several statements on one snapshot: a row written by another
// connection meanwhile shows in none of them. On PostgreSQL the write commits in the middle of the
// snapshot; on PGlite (one connection) it waits for the snapshot to end — both must read alike.

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.execute(sql`create table ledger (n int not null)`);
  await db.execute(sql`insert into ledger values (1), (2)`);
});
afterAll(() => close());

const count = async (reader: DbOrTx) => (await rowsOf<{ n: number }>(reader as Db, sql`select count(*)::int as n from ledger`))[0].n;
const settle = (write: Promise<unknown>) => Promise.race([write, new Promise((resolve) => setTimeout(resolve, 300))]);

describe('readSnapshot', () => {
  it('reads every statement from the same snapshot while another connection writes', async () => {
    let write: Promise<unknown> = Promise.resolve();
    const [first, second] = await readSnapshot(db, async (snapshot) => {
      const before = await count(snapshot);
      // a real promise: drizzle's query runs once per `then`, and it is awaited twice here
      write = Promise.resolve(db.execute(sql`insert into ledger values (3)`));
      await settle(write);
      return [before, await count(snapshot)];
    });
    await write;
    expect(first).toBe(2);
    expect(second).toBe(2);
    expect(await count(db)).toBe(3);
  });

  it('refuses a write inside it: it is read-only', async () => {
    await expect(readSnapshot(db, (snapshot) => snapshot.execute(sql`insert into ledger values (4)`))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/read-only/) } });
    expect(await count(db)).toBe(3);
  });

  it('runs inside an open transaction on that transaction', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger values (5)`);
      return readSnapshot(tx, (snapshot) => count(snapshot));
    });
    expect(seen).toBe(4);
    expect(await count(db)).toBe(4);
  });
});

describe('readAll', () => {
  // each read notes when it starts and ends, with a statement in between
  const traced = (log: string[], reader: DbOrTx, name: string) => async () => {
    log.push(`${name}>`);
    const n = await count(reader);
    log.push(`<${name}`);
    return n;
  };

  it('runs reads one after another inside a transaction, whose one connection takes one statement at a time', async () => {
    const log: string[] = [];
    const results = await readSnapshot(db, (snapshot) => readAll(snapshot, [traced(log, snapshot, 'a'), traced(log, snapshot, 'b')]));
    expect(results).toEqual([4, 4]);
    expect(log).toEqual(['a>', '<a', 'b>', '<b']);
  });

  it('starts them all at once on the pool', async () => {
    const log: string[] = [];
    expect(await readAll(db, [traced(log, db, 'a'), traced(log, db, 'b')])).toEqual([4, 4]);
    expect(log.slice(0, 2)).toEqual(['a>', 'b>']);
  });
});
