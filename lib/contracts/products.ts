import { z } from 'zod';
import { listQuery, pageOf, searchText } from './pagination';
import { MAX_EXTRA_UNITS } from '../enums/stock';
import { booleanInput, money, msg, name, numberFromInput, optionalFilter, optionalText, productGroup, quantity, queryFlag, readOnly, requiredText, unit } from './rules';

/** A larger unit a product is also counted in: its name and how many base units it holds (hộp = 10 viên). */
export const productUnitBody = z.object({
  name: unit(),
  factor: z.preprocess(numberFromInput, z.number(msg('unitFactor')).int(msg('unitFactor')).min(2, msg('unitFactor')).max(100_000, msg('tooLarge'))),
});
export type ProductUnitInput = z.infer<typeof productUnitBody>;

const productUnits = () =>
  z
    .array(productUnitBody)
    .max(MAX_EXTRA_UNITS, msg('tooManyUnits'))
    .default([])
    .superRefine((units, ctx) => {
      const seen = new Set<string>();
      units.forEach((u, i) => {
        const key = u.name.toLocaleLowerCase('vi');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'validation.duplicateUnit' });
        seen.add(key);
      });
    });

// Product (DESIGN §4): code (SKU) and barcode unique in the shop; prices in integer đồng. Stock on
// hand and the average cost come from the stock ledger (imports, sales, stock-takes), so a body
// carrying either is refused. The unit is the base unit the ledger counts in.
export const productBody = z.object({
  code: requiredText(50),
  barcode: optionalText(50),
  name: name(),
  group: productGroup(),
  unit: unit(),
  salePrice: money(),
  minimumStock: quantity(),
  /** up to three larger units besides the base unit */
  units: productUnits(),
  averageCost: readOnly(),
  stockOnHand: readOnly(),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
}).refine((p) => !p.units.some((u) => u.name.toLocaleLowerCase('vi') === p.unit.toLocaleLowerCase('vi')), { path: ['units'], error: 'validation.duplicateUnit' });
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
  units: z.array(z.object({ name: z.string(), factor: z.number().int() })),
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

/** A picker's search of the active products (an activity's medicine, a sale's goods): by name, code or barcode. */
export const productOptionsQuery = z.object({ search: searchText() });
