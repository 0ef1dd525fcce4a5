import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/** Deletes a product, unless a document refers to it: then it is deactivated. */
export async function deleteProduct(db: DbOrTx, input: { shopId: string; productId: string }): Promise<DeleteOutcome> {
  await findInShop(db, products, { shopId: input.shopId, id: input.productId, forUpdate: true }, 'errors.productNotFound');
  return deleteOrDeactivate(db, { table: products, id: input.productId, inUseKey: 'errors.productInUse' });
}
