import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productBatches } from '../../db/schema/stock';

export type Part = { batchId: string | null; delta: number };

/**
 * Where `quantity` base units of a product going out come from: the batch chosen; the stock kept
 * without a batch when `batchId` is null; or else the batches that expire first (FEFO, DESIGN §6),
 * then the stock without a batch. The batches are locked; moveStock checks each part still holds
 * its quantity as it writes it. `unbatched` is what the product holds outside its batches.
 */
export async function takeFromBatches(db: DbOrTx, input: { productId: string; quantity: number; batchId?: string | null }): Promise<{ parts: Part[]; unbatched: number | null }> {
  if (input.batchId) return { parts: [{ batchId: input.batchId, delta: -input.quantity }], unbatched: null };
  const batches = await db
    .select({ id: productBatches.id, quantity: productBatches.quantity })
    .from(productBatches)
    .where(and(eq(productBatches.productId, input.productId), gt(productBatches.quantity, 0)))
    // a batch without an expiry goes after every dated one, oldest lot first among equals
    .orderBy(sql`${productBatches.expiresOn} asc nulls last`, asc(productBatches.createdAt), asc(productBatches.id))
    .for('no key update');
  const inBatches = batches.reduce((s, b) => s + b.quantity, 0);
  if (input.batchId === null) return { parts: [{ batchId: null, delta: -input.quantity }], unbatched: inBatches };
  const parts: Part[] = [];
  let left = input.quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const take = Math.min(left, batch.quantity);
    parts.push({ batchId: batch.id, delta: -take });
    left -= take;
  }
  if (left > 0) parts.push({ batchId: null, delta: -left });
  return { parts, unbatched: null };
}
