import { z } from 'zod';
import { debtPaymentBody, staffRef } from './book-rules';
import { listQuery, pageOf } from './pagination';
import { queryFlag } from './rules';

// Customer debts (DESIGN §6, issue 18): derived from issued invoices, never typed in — who owes, how
// much, since when and how old; collecting takes one amount, settles the oldest invoices first and
// writes one receipt voucher.

export const customerDebtListQuery = listQuery(['name', 'debt', 'oldest'] as const).extend({
  /** only customers who owe something (the default); false lists every customer */
  owing: queryFlag(),
});
export type CustomerDebtListQuery = z.infer<typeof customerDebtListQuery>;

/** What is owed by the age of the invoices behind it, in the shop's days: 0–30, 31–60, 61–90, over 90. */
export const debtAges = z.object({ upTo30: z.number().int(), upTo60: z.number().int(), upTo90: z.number().int(), over90: z.number().int() });
export type DebtAges = z.infer<typeof debtAges>;

export const customerDebtSummary = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }),
  debt: z.number().int(),
  openInvoices: z.number().int(),
  oldestUnpaidAt: z.string().nullable(),
  ages: debtAges,
});
export type CustomerDebtSummary = z.infer<typeof customerDebtSummary>;
export const customerDebtPage = pageOf(customerDebtSummary).extend({ totalDebt: z.number().int(), ages: debtAges });
export type CustomerDebtPage = z.infer<typeof customerDebtPage>;

export const openInvoice = z.object({ id: z.uuid(), code: z.string(), createdAt: z.string(), total: z.number().int(), paid: z.number().int(), debt: z.number().int() });

export const customerCollection = z.object({
  voucherId: z.uuid(),
  code: z.string(),
  amount: z.number().int(),
  method: z.string(),
  createdAt: z.string(),
  createdBy: staffRef,
  /** the invoices it settled, and how much of each */
  settled: z.array(z.object({ invoiceId: z.uuid(), code: z.string(), amount: z.number().int() })),
});
export type CustomerCollection = z.infer<typeof customerCollection>;

export const customerDebtDetail = customerDebtSummary.extend({ invoices: z.array(openInvoice), collections: z.array(customerCollection) });
export type CustomerDebtDetail = z.infer<typeof customerDebtDetail>;

/** One amount collected from a customer: the same fields as a payment to a supplier. */
export const customerPaymentBody = debtPaymentBody;
export type CustomerPaymentInput = z.infer<typeof customerPaymentBody>;
