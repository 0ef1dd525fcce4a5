import { z } from 'zod';
import { EXPIRY_WINDOWS } from '../enums/stock';
import { stockReason, staffRef } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { optionalFilter, productGroup, queryFlag } from './rules';

// The stock ledger as people read it (DESIGN §6): a product's stock card (thẻ kho), the stock on
// hand of every product with its value at average cost, and the batches that are expiring.

const batchRef = z.object({ id: z.uuid(), batchNo: z.string().nullable(), expiresOn: z.string().nullable() });

export const stockMovementResponse = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  reason: z.string(),
  documentType: z.string(),
  documentId: z.uuid(),
  documentCode: z.string(),
  /** base units: positive in, negative out */
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  unitCost: z.number().int(),
  batch: batchRef.nullable(),
  createdBy: staffRef,
});
export type StockMovement = z.infer<typeof stockMovementResponse>;

export const stockCardQuery = withDayRange(listQuery(['createdAt'] as const).extend({ reason: optionalFilter(stockReason()) }));
export type StockCardQuery = z.infer<typeof stockCardQuery>;

export const stockProduct = z.object({
  id: z.uuid(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  units: z.array(z.object({ name: z.string(), factor: z.number().int() })),
  stockOnHand: z.number().int(),
  averageCost: z.number().int(),
  minimumStock: z.number().int(),
});

/** A page of a product's movements, newest first, with its balance before and after the period. */
export const stockCardResponse = pageOf(stockMovementResponse).extend({
  product: stockProduct,
  /** the balance before the first day of the period (0 before any movement) */
  opening: z.number().int(),
  /** the balance at the end of its last day */
  closing: z.number().int(),
  /** the units in and out over the period, whatever the reason filter */
  totalIn: z.number().int(),
  totalOut: z.number().int(),
});
export type StockCard = z.infer<typeof stockCardResponse>;

export const stockOverviewQuery = listQuery(['name', 'code', 'stockOnHand', 'value'] as const).extend({
  group: optionalFilter(productGroup()),
  /** only products below their minimum stock */
  lowStock: queryFlag(),
  /** products without stock as well (by default only those with some) */
  all: queryFlag(),
});
export type StockOverviewQuery = z.infer<typeof stockOverviewQuery>;

export const stockOverviewItem = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  group: z.number().int(),
  stockOnHand: z.number().int(),
  minimumStock: z.number().int(),
  averageCost: z.number().int(),
  /** stock on hand × average cost */
  value: z.number().int(),
  isLowStock: z.boolean(),
});
export type StockOverviewItem = z.infer<typeof stockOverviewItem>;
export const stockOverviewPage = pageOf(stockOverviewItem).extend({ totalValue: z.number().int() });

export const EXPIRY_FILTERS = ['expired', ...EXPIRY_WINDOWS.map(String)] as const;
export const expiringBatchesQuery = listQuery(['expiresOn', 'name'] as const).extend({
  /** days ahead (30, 60, 90) or the batches already past their date */
  within: z.enum(EXPIRY_FILTERS, { error: 'validation.invalid' }).default('90'),
});
export type ExpiringBatchesQuery = z.infer<typeof expiringBatchesQuery>;

export const expiringBatch = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), code: z.string(), name: z.string(), unit: z.string() }),
  batchNo: z.string().nullable(),
  expiresOn: z.string(),
  quantity: z.number().int(),
  value: z.number().int(),
  /** days from the shop's today to the expiry (negative: expired that many days ago) */
  daysLeft: z.number().int(),
});
export type ExpiringBatch = z.infer<typeof expiringBatch>;
export const expiringBatchPage = pageOf(expiringBatch);

/** A lot of one product still holding stock, as a document's line picks it (a vaccine's batch), first to expire first. */
export const productLot = z.object({ id: z.uuid(), batchNo: z.string().nullable(), expiresOn: z.string().nullable(), quantity: z.number().int() });
export type ProductLot = z.infer<typeof productLot>;
export const productLots = z.array(productLot);
