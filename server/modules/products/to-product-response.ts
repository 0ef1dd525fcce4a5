import type { Product } from '@/lib/contracts/products';
import { pick } from '@/lib/pick';
import type { products } from '../../db/schema/products';
import type { ProductUnit } from './product-units';

export type ProductRow = typeof products.$inferSelect;

export function toProductResponse(row: ProductRow, units: ProductUnit[] = []): Product {
  return {
    ...pick(row, ['id', 'code', 'barcode', 'name', 'unit', 'stockOnHand', 'minimumStock', 'isActive']),
    group: row.productGroup,
    units,
    salePrice: Number(row.salePrice),
    averageCost: Number(row.averageCost),
    isLowStock: row.stockOnHand < row.minimumStock,
    createdAt: row.createdAt.toISOString(),
  };
}
