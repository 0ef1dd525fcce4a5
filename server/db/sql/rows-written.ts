import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/**
 * Rows this session has inserted, updated or deleted in its transaction, as PostgreSQL counts them
 * for it alone. PGlite keeps adding across transactions instead of starting again at zero, so only
 * the difference between two readings in one transaction means anything.
 */
export async function rowsWritten(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::bigint as n from pg_stat_xact_user_tables`);
  return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0].n);
}
