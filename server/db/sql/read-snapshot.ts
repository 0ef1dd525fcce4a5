import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/**
 * Runs several reads on one snapshot of the database (a read-only, repeatable-read transaction), so
 * what they return belongs together even while documents are written: an export's pages neither
 * skip nor repeat a row, and a stock card's closing balance is the balance of its newest row.
 * Inside a transaction already, its own snapshot serves.
 */
export function readSnapshot<T>(db: DbOrTx, read: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return read(db);
  return db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

type Reads = ReadonlyArray<() => PromiseLike<unknown>>;

/**
 * Independent reads: at once on the pool; one after another inside a transaction, whose single
 * connection takes one statement at a time anyway (queuing them on it is deprecated in pg).
 */
export async function readAll<const T extends Reads>(db: DbOrTx, reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
