import type { Product } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { findInShop } from '../../db/sql/find-in-shop';
import { toProductResponse } from './to-product-response';
import { unitsOf } from './product-units';

/** A product of this shop, as its form shows it. */
export async function getProduct(db: DbOrTx, input: { shopId: string; productId: string }): Promise<Product> {
  const row = await findInShop(db, products, { shopId: input.shopId, id: input.productId }, 'errors.productNotFound');
  return toProductResponse(row, (await unitsOf(db, [row.id])).get(row.id));
}
