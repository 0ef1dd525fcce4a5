import { eq, sql } from 'drizzle-orm';
import type { Product, ProductInput } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { assertUniqueProduct, PRODUCT_UNIQUE_KEYS } from './assert-unique-product';
import { toProductResponse } from './to-product-response';
import { findInShop } from '../../db/sql/find-in-shop';
import { conflict } from '../../core/app-error';
import { hasMovements } from '../stock/has-movements';
import { replaceUnits } from './product-units';

/** Edits a product; stock on hand and average cost are never touched here (only the stock ledger moves them). */
export async function updateProduct(db: DbOrTx, input: { shopId: string; productId: string; changes: ProductInput }): Promise<Product> {
  const { shopId, productId, changes } = input;
  const current = await findInShop(db, products, { shopId, id: productId, forUpdate: true }, 'errors.productNotFound');
  // the ledger counts in the base unit: renaming it under a stock of 100 viên would make 100 hộp
  if (changes.unit !== current.unit && (await hasMovements(db, productId))) throw conflict('unit', 'errors.unitInUse');
  await assertUniqueProduct(db, { shopId, code: changes.code, barcode: changes.barcode, exceptProductId: productId });
  const [row] = await onUniqueViolation(
    () =>
      db
        .update(products)
        .set({
          code: changes.code,
          barcode: changes.barcode,
          name: changes.name,
          productGroup: changes.group,
          unit: changes.unit,
          salePrice: changes.salePrice,
          minimumStock: changes.minimumStock,
          ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, productId))
        .returning(),
    PRODUCT_UNIQUE_KEYS,
  );
  await replaceUnits(db, { shopId, productId, units: changes.units });
  return toProductResponse(row, changes.units);
}
