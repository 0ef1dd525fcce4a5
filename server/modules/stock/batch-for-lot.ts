import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productBatches } from '../../db/schema/stock';

/** A lot of a product: its batch number and/or its expiry day (YYYY-MM-DD). */
export interface Lot {
  batchNo: string | null;
  expiresOn: string | null;
}

/**
 * The batch of a product's lot, made the first time the lot comes in. Only moveStock calls it,
 * with the product locked, so two documents never make the same lot twice.
 */
export async function batchForLot(db: DbOrTx, input: { shopId: string; productId: string; lot: Lot }): Promise<string | null> {
  const { batchNo, expiresOn } = input.lot;
  if (batchNo === null && expiresOn === null) return null;
  const [found] = await db
    .select({ id: productBatches.id })
    .from(productBatches)
    .where(
      and(
        eq(productBatches.productId, input.productId),
        batchNo === null ? isNull(productBatches.batchNo) : eq(productBatches.batchNo, batchNo),
        expiresOn === null ? isNull(productBatches.expiresOn) : eq(productBatches.expiresOn, expiresOn),
      ),
    )
    .limit(1);
  if (found) return found.id;
  const [made] = await db.insert(productBatches).values({ shopId: input.shopId, productId: input.productId, batchNo, expiresOn, quantity: 0 }).returning({ id: productBatches.id });
  return made.id;
}

