import { z } from 'zod';
import { listQuery, pageOf } from './pagination';
import { booleanInput, money, name, optionalFilter, optionalText, productGroup, quantity, queryFlag, readOnly, requiredText, unit } from './rules';

// Product (DESIGN §4): code (SKU) and barcode unique in the shop; prices in integer đồng.
// Stock on hand changes only through the stock ledger, so a body carrying it is refused.
export const productBody = z.object({
  code: requiredText(50),
  barcode: optionalText(50),
  name: name(),
  group: productGroup(),
  unit: unit(),
  salePrice: money(),
  averageCost: money(),
  minimumStock: quantity(),
  stockOnHand: readOnly(),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type ProductInput = z.infer<typeof productBody>;

export const productListQuery = listQuery(['name', 'code', 'group', 'salePrice', 'stockOnHand', 'createdAt'] as const).extend({
  group: optionalFilter(productGroup()),
  /** stock on hand below the minimum */
  lowStock: queryFlag(),
  active: queryFlag(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productResponse = z.object({
  id: z.uuid(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  group: z.number(),
  unit: z.string(),
  salePrice: z.number().int(),
  averageCost: z.number().int(),
  stockOnHand: z.number().int(),
  minimumStock: z.number().int(),
  isLowStock: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productResponse>;
export const productPage = pageOf(productResponse);
