import { z } from 'zod';
import { debtPaymentBody, staffRef } from './book-rules';
import { listQuery, pageOf } from './pagination';
import { queryFlag } from './rules';

// Supplier debts (DESIGN §6): derived from completed imports, never typed in. Paying takes one
// amount, settles the oldest imports first and writes one payment voucher.

export const supplierDebtListQuery = listQuery(['name', 'debt', 'oldest'] as const).extend({
  /** only suppliers the shop owes something (the default); false lists every supplier */
  owing: queryFlag(),
});
export type SupplierDebtListQuery = z.infer<typeof supplierDebtListQuery>;

const supplierRef = z.object({ id: z.uuid(), name: z.string(), alias: z.string(), phone: z.string() });

export const supplierDebtSummary = z.object({
  supplier: supplierRef,
  debt: z.number().int(),
  /** completed imports not fully paid */
  openImports: z.number().int(),
  /** when the oldest of them was completed */
  oldestUnpaidAt: z.string().nullable(),
});
export type SupplierDebtSummary = z.infer<typeof supplierDebtSummary>;
export const supplierDebtPage = pageOf(supplierDebtSummary.extend({ id: z.uuid() })).extend({ totalDebt: z.number().int() });

export const openImport = z.object({
  id: z.uuid(),
  code: z.string(),
  completedAt: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  debt: z.number().int(),
});

export const supplierPaymentResponse = z.object({
  voucherId: z.uuid(),
  code: z.string(),
  /** PAYMENT: money to the supplier; RECEIPT: a refund, or the reversal of a payment */
  type: z.string(),
  amount: z.number().int(),
  method: z.string(),
  category: z.string(),
  createdAt: z.string(),
  createdBy: staffRef,
  voidedAt: z.string().nullable(),
  /** the imports it settled, and how much of each */
  settled: z.array(z.object({ importId: z.uuid(), code: z.string(), amount: z.number().int() })),
});
export type SupplierPayment = z.infer<typeof supplierPaymentResponse>;

/** A supplier's debt: the imports behind it, oldest first, and what was paid them. */
export const supplierDebtDetail = supplierDebtSummary.extend({
  imports: z.array(openImport),
  payments: z.array(supplierPaymentResponse),
});
export type SupplierDebtDetail = z.infer<typeof supplierDebtDetail>;

/** One amount paid to a supplier: the same fields as a collection from a customer. */
export const supplierPaymentBody = debtPaymentBody;
export type SupplierPaymentInput = z.infer<typeof supplierPaymentBody>;
