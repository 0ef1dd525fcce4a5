import { z } from 'zod';
import { countedQuantity, recordId, staffRef, stockTakeStatus } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { msg, optionalFilter, optionalMultiLineText, productGroup } from './rules';

// A stock-take (kiểm kho KK, DESIGN §6): a sheet over every product or one product group, counted
// line by line while a draft; completing it adjusts the stock to the counts; a completed sheet is
// never edited, only voided with a reason (voidBody of book-rules), which reverses its adjustments.

/** The most lines one sheet may hold: a larger shop counts one product group at a time. */
export const MAX_STOCK_TAKE_LINES = 5_000;

export const stockTakeCreateBody = z.object({
  /** the product group to count, or null for every active product: always said, never assumed */
  productGroup: z.preprocess((v) => (v === '' ? null : v), productGroup().nullable()),
  note: optionalMultiLineText(1000),
});
export type StockTakeCreateInput = z.infer<typeof stockTakeCreateBody>;

export const stockTakeCount = z.object({
  productId: recordId(),
  /** null: not counted (the line changes nothing) */
  countedQuantity: z.preprocess((v) => (v === '' ? null : v), countedQuantity().nullable()),
});

/** The counts typed so far (only the lines that changed), and the note; `complete` finishes the sheet. */
export const stockTakeUpdateBody = z.object({
  counts: z.array(stockTakeCount).max(MAX_STOCK_TAKE_LINES, msg('tooManyLines')).default([]),
  note: optionalMultiLineText(1000).optional(),
  complete: z.boolean(msg('invalidType')).default(false),
});
export type StockTakeUpdateInput = z.infer<typeof stockTakeUpdateBody>;

export const stockTakeListQuery = withDayRange(listQuery(['createdAt', 'code', 'status'] as const).extend({ status: optionalFilter(stockTakeStatus()) }));
export type StockTakeListQuery = z.infer<typeof stockTakeListQuery>;

export const stockTakeSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.number().int(),
  productGroup: z.number().int().nullable(),
  note: z.string().nullable(),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  /** once completed: the value of the differences at average cost (negative: goods missing) */
  differenceValue: z.number().int(),
  createdAt: z.string(),
  createdBy: staffRef,
  completedAt: z.string().nullable(),
  /** once voided: when, by whom and why (its adjustments were reversed) */
  voidedAt: z.string().nullable(),
  voidedBy: staffRef.nullable(),
  voidReason: z.string().nullable(),
});
export type StockTakeSummary = z.infer<typeof stockTakeSummary>;
export const stockTakePage = pageOf(stockTakeSummary);

export const stockTakeLine = z.object({
  productId: z.uuid(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  /** a draft shows the stock now; a completed sheet the stock it was completed against */
  systemQuantity: z.number().int(),
  countedQuantity: z.number().int().nullable(),
  /** counted − system, when counted */
  difference: z.number().int().nullable(),
  unitCost: z.number().int(),
  /** difference × unit cost */
  differenceValue: z.number().int().nullable(),
});
export type StockTakeLine = z.infer<typeof stockTakeLine>;

export const stockTakeResponse = stockTakeSummary.extend({
  lines: z.array(stockTakeLine),
  completedBy: staffRef.nullable(),
  canceledAt: z.string().nullable(),
  canceledBy: staffRef.nullable(),
});
export type StockTake = z.infer<typeof stockTakeResponse>;
