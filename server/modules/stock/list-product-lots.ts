import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ProductLot } from '@/lib/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { productBatches } from '../../db/schema/stock';
import { findInShop } from '../../db/sql/find-in-shop';

/** A product's lots that still hold stock, in the order goods leave them (first expiry first out, DESIGN §6). */
export async function listProductLots(db: DbOrTx, input: { shopId: string; productId: string }): Promise<ProductLot[]> {
  await findInShop(db, products, { shopId: input.shopId, id: input.productId }, 'errors.productNotFound');
  const rows = await db
    .select({ id: productBatches.id, batchNo: productBatches.batchNo, expiresOn: productBatches.expiresOn, quantity: productBatches.quantity })
    .from(productBatches)
    .where(and(eq(productBatches.productId, input.productId), eq(productBatches.shopId, input.shopId), gt(productBatches.quantity, 0)))
    .orderBy(sql`${productBatches.expiresOn} asc nulls last`, asc(productBatches.createdAt), asc(productBatches.id));
  return rows;
}
