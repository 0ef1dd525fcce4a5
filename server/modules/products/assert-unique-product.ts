import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { conflict } from '../../core/app-error';

export const codeTaken = () => conflict('code', 'errors.productCodeTaken');
export const barcodeTaken = () => conflict('barcode', 'errors.barcodeTaken');
/** The unique indexes of products and the error each one means. */
export const PRODUCT_UNIQUE_KEYS = { products_shop_id_code_key: codeTaken, products_shop_id_barcode_key: barcodeTaken };

/** A code, and a barcode when given, name one product of the shop (DESIGN §4). */
export async function assertUniqueProduct(db: DbOrTx, input: { shopId: string; code: string; barcode: string | null; exceptProductId?: string }): Promise<void> {
  const others = input.exceptProductId ? ne(products.id, input.exceptProductId) : undefined;
  const [code] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, input.shopId), eq(products.code, input.code), others))
    .limit(1);
  if (code) throw codeTaken();
  if (!input.barcode) return;
  const [barcode] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, input.shopId), eq(products.barcode, input.barcode), others))
    .limit(1);
  if (barcode) throw barcodeTaken();
}
