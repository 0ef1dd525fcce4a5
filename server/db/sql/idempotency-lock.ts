import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/**
 * Holds a shop's idempotency key until the transaction ends (an advisory lock): a second request
 * with the same key waits for the first, then finds what it wrote instead of writing it again.
 */
export async function lockIdempotencyKey(db: DbOrTx, shopId: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${shopId}:${key}`}, 0))`);
}
