import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { lockIdempotencyKey } from '../../db/sql/idempotency-lock';

/**
 * The import a request with this idempotency key already made or completed, if any. The key stays
 * locked until the transaction ends, so a retried request waits for the first and then finds it.
 * Take it before the import's row, on every path, so two requests with one key never wait on each
 * other the other way round.
 */
export async function importByKey(db: DbOrTx, input: { shopId: string; idempotencyKey?: string | null }) {
  if (!input.idempotencyKey) return null;
  await lockIdempotencyKey(db, input.shopId, input.idempotencyKey, 'import');
  const key = input.idempotencyKey;
  const [row] = await db
    .select({ id: productImports.id, status: productImports.status })
    .from(productImports)
    .where(and(eq(productImports.shopId, input.shopId), or(eq(productImports.idempotencyKey, key), eq(productImports.completionKey, key))))
    .limit(1);
  return row ?? null;
}
