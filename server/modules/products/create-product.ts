import type { Product, ProductInput } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { assertUniqueProduct, PRODUCT_UNIQUE_KEYS } from './assert-unique-product';
import { productValues } from './product-values';
import { replaceUnits } from './product-units';
import { toProductResponse } from './to-product-response';

/** A new product starts with no stock and no cost: both come in through imports (the stock ledger). */
export async function createProduct(db: DbOrTx, input: { shopId: string; product: ProductInput }): Promise<Product> {
  const { shopId, product } = input;
  await assertUniqueProduct(db, { shopId, code: product.code, barcode: product.barcode });
  const [row] = await onUniqueViolation(
    () =>
      db
        .insert(products)
        .values(productValues(shopId, product))
        .returning(),
    PRODUCT_UNIQUE_KEYS,
  );
  await replaceUnits(db, { shopId, productId: row.id, units: product.units });
  return toProductResponse(row, product.units);
}
