import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { notFound } from '../../core/app-error';
import type { ProductRow } from './to-product-response';

/** A product of this shop; another shop's is reported as missing. */
export async function findProduct(db: DbOrTx, input: { shopId: string; productId: string; forUpdate?: boolean }): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.productNotFound');
  return row;
}
