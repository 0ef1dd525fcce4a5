import { z } from 'zod';
import { importLineAmount, importTotals } from '../books/import-totals';
import { PaymentMethod } from '../enums/cash';
import { idempotencyKey, importStatus, optionalDay, paymentMethod, positiveQuantity, recordId, staffRef } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { booleanInput, MAX_MONEY, money, msg, optionalFilter, optionalMultiLineText, optionalText, unit } from './rules';

// A supplier import (phiếu nhập PN, DESIGN §6): lines in any unit of their product, an import
// discount, other costs (freight…), and what is paid now; completing it moves stock and money.

export const MAX_IMPORT_LINES = 500;

export const importLineBody = z
  .object({
    productId: recordId(),
    /** the product's base unit or one of its larger units */
    unitName: unit(),
    quantity: positiveQuantity(),
    /** the cost of one of `unitName` */
    unitCost: money(),
    discount: money().default(0),
    batchNo: optionalText(50),
    /** an expiry already past is allowed (the form warns) */
    expiresOn: optionalDay(),
  })
  .refine((l) => importLineAmount(l) >= 0, { path: ['discount'], error: 'validation.lineDiscount' })
  // quantity × unit cost above what an amount of money may be (MAX_MONEY) is no real line
  .refine((l) => l.quantity * l.unitCost <= MAX_MONEY, { path: ['unitCost'], error: 'validation.tooLarge' });
export type ImportLineInput = z.infer<typeof importLineBody>;

export const productImportBody = z
  .object({
    supplierId: recordId(),
    lines: z.array(importLineBody).min(1, msg('linesRequired')).max(MAX_IMPORT_LINES, msg('tooManyLines')),
    discount: money().default(0),
    otherCosts: money().default(0),
    /** paid to the supplier when the import completes; the rest becomes supplier debt */
    payNow: money().default(0),
    payMethod: paymentMethod().default(PaymentMethod.CASH),
    note: optionalMultiLineText(1000),
    /** save and complete in one step */
    complete: booleanInput().default(false),
    /** with `complete`: the payment made now is recorded once, however often the request is sent */
    idempotencyKey: idempotencyKey().optional(),
  })
  .superRefine((body, ctx) => {
    const { subtotal, total } = importTotals(body);
    if (subtotal > MAX_MONEY || total > MAX_MONEY) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'validation.tooLarge' });
    else if (body.discount > subtotal) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'validation.importDiscount' });
    else if (body.payNow > total) ctx.addIssue({ code: 'custom', path: ['payNow'], message: 'validation.payNowTooMuch' });
  });
export type ProductImportInput = z.infer<typeof productImportBody>;

export const completeImportBody = z.object({ idempotencyKey: idempotencyKey().optional() });

export const productImportListQuery = withDayRange(
  listQuery(['createdAt', 'code', 'status', 'total', 'debt'] as const).extend({
    supplierId: optionalFilter(recordId()),
    status: optionalFilter(importStatus()),
  }),
);
export type ProductImportListQuery = z.infer<typeof productImportListQuery>;

const supplierRef = z.object({ id: z.uuid(), name: z.string(), alias: z.string() });

export const productImportSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  supplier: supplierRef,
  status: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  debt: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  createdBy: staffRef,
});
export type ProductImportSummary = z.infer<typeof productImportSummary>;
export const productImportPage = pageOf(productImportSummary);

export const productImportLine = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), code: z.string(), barcode: z.string().nullable(), name: z.string(), unit: z.string() }),
  unitName: z.string(),
  unitFactor: z.number().int(),
  quantity: z.number().int(),
  unitCost: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  batchNo: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type ProductImportLine = z.infer<typeof productImportLine>;

export const importPayment = z.object({
  voucherId: z.uuid(),
  voucherCode: z.string(),
  amount: z.number().int(),
  method: z.string(),
  createdAt: z.string(),
});

export const productImportResponse = productImportSummary.extend({
  subtotal: z.number().int(),
  discount: z.number().int(),
  otherCosts: z.number().int(),
  payNow: z.number().int(),
  payMethod: z.string(),
  note: z.string().nullable(),
  lines: z.array(productImportLine),
  /** what was paid on it and by which voucher (a refund is negative) */
  payments: z.array(importPayment),
  completedBy: staffRef.nullable(),
  canceledAt: z.string().nullable(),
  canceledBy: staffRef.nullable(),
  voidedAt: z.string().nullable(),
  voidedBy: staffRef.nullable(),
  voidReason: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportResponse>;
