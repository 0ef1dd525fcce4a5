import { z } from 'zod';
import { INVOICE_KIND_IDS, INVOICE_STATUS_IDS } from '../enums/invoices';
import { invoicePaymentMethod, recordId, staffRef } from './book-rules';
import { withDayRange } from './day-range';
import { quotedLine } from './invoices';
import { listQuery, pageOf } from './pagination';
import { oneOf, optionalFilter } from './rules';

// Invoices as the console reads them (issue 18): the sales history's rows and an invoice's page —
// its lines as issued, the promotions that gave something, its payments with their vouchers.

const ref = z.object({ id: z.uuid(), code: z.string() });
const customerRef = z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() });

export const invoiceSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.number().int(),
  status: z.number().int(),
  customer: customerRef.nullable(),
  activity: ref.nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  debt: z.number().int(),
  createdAt: z.string(),
  createdBy: staffRef,
  voidedAt: z.string().nullable(),
  voidedBy: staffRef.nullable(),
  voidReason: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** A line as issued: what the quote showed, and what it was — a service or a product. */
export const invoiceLineView = quotedLine.omit({ productId: true, giftOfId: true }).extend({
  id: z.uuid(),
  kind: z.enum(['service', 'product']),
  serviceId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  giftOf: ref.extend({ name: z.string() }).nullable(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineView>;

export const invoicePaymentView = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  method: z.string(),
  type: z.number().int(),
  /** the voucher that moved it; none when it moved on the customer's credit */
  voucher: ref.nullable(),
  createdAt: z.string(),
  createdBy: staffRef,
});
export type InvoicePaymentView = z.infer<typeof invoicePaymentView>;

export const invoiceDetail = invoiceSummary.extend({
  promotionDiscount: z.number().int(),
  promotion: ref.extend({ name: z.string() }).nullable(),
  discountReason: z.string().nullable(),
  note: z.string().nullable(),
  /** the cash handed back at the counter */
  changeGiven: z.number().int(),
  voidRefund: z.enum(['REFUND', 'CREDIT']).nullable(),
  lines: z.array(invoiceLineView),
  payments: z.array(invoicePaymentView),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoiceListQuery = withDayRange(
  listQuery(['createdAt', 'code', 'total', 'debt'] as const).extend({
    kind: optionalFilter(oneOf(INVOICE_KIND_IDS, 'invalid')),
    status: optionalFilter(oneOf(INVOICE_STATUS_IDS, 'invalid')),
    createdBy: optionalFilter(recordId()),
    customerId: optionalFilter(recordId()),
    /** invoices paid (in part) by this method */
    method: optionalFilter(invoicePaymentMethod()),
  }),
);
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** A page of invoices, and the sums of every invoice the filters hold (voided ones count nothing). */
export const invoicePage = pageOf(invoiceSummary).extend({ sums: z.object({ total: z.number().int(), paid: z.number().int(), debt: z.number().int() }) });
export type InvoicePage = z.infer<typeof invoicePage>;
