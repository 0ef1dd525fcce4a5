import type { Product } from '@/lib/contracts/products';
import type { products } from '../../db/schema/products';

export type ProductRow = typeof products.$inferSelect;

export function toProductResponse(row: ProductRow): Product {
  return {
    id: row.id,
    code: row.code,
    barcode: row.barcode,
    name: row.name,
    group: row.productGroup,
    unit: row.unit,
    salePrice: Number(row.salePrice),
    averageCost: Number(row.averageCost),
    stockOnHand: row.stockOnHand,
    minimumStock: row.minimumStock,
    isLowStock: row.stockOnHand < row.minimumStock,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
