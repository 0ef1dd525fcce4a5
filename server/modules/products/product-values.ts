import type { ProductInput } from '@/lib/contracts/products';
import type { products } from '../../db/schema/products';

/** The row a new product is inserted as; stock and cost start at zero (they come in through the stock ledger). */
export function productValues(shopId: string, product: ProductInput): typeof products.$inferInsert {
  return {
    shopId,
    code: product.code,
    barcode: product.barcode,
    name: product.name,
    productGroup: product.group,
    unit: product.unit,
    salePrice: product.salePrice,
    minimumStock: product.minimumStock,
    isActive: product.isActive ?? true,
  };
}
