import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/app-error';
import type { DbOrTx } from '../client';

/** A table whose records belong to one shop. */
export type ShopTable = PgTable & { id: AnyPgColumn; shopId: AnyPgColumn };

/**
 * The record `id` of this shop, locked until the transaction ends when `forUpdate` (the record is
 * about to change); another shop's record is reported as missing, the same 404 as one that does not
 * exist, so ids of other shops reveal nothing.
 */
export async function findInShop<T extends ShopTable>(
  db: DbOrTx,
  table: T,
  input: { shopId: string; id: string; forUpdate?: boolean },
  notFoundKey: string,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, input.id), eq(table.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(notFoundKey);
  return row as T['$inferSelect'];
}
