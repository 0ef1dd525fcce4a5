import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** The rows a raw statement returns, on node-postgres and PGlite alike (both answer `{ rows }`). */
export async function executeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
