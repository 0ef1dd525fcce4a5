import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { deleted, type DeleteOutcome } from '../../core/delete-outcome';
import { findProduct } from './find-product';

/**
 * Deletes a product. No document refers to products yet (sales, imports and the stock ledger come
 * later); those issues add the "in use → deactivate" check that customers and services have.
 */
export async function deleteProduct(db: DbOrTx, input: { shopId: string; productId: string }): Promise<DeleteOutcome> {
  await findProduct(db, { ...input, forUpdate: true });
  await db.delete(products).where(eq(products.id, input.productId));
  return deleted();
}
