import { z } from 'zod';
import { InvoicePaymentMethod } from '../enums/invoices';
import { idempotencyKey, recordId, voidReason } from './book-rules';
import { paymentParts } from './invoice-payments';
import { money, msg, optionalMultiLineText, optionalText, vatPercent } from './rules';

// An activity's money (DESIGN §6): deposits while it is open, its invoice once completed; and what is
// done to an invoice once issued — money taken on what it still owes, or a void.

export const invoicePaymentBody = z.object({
  payments: paymentParts().refine((parts) => parts.length > 0, msg('paymentRequired')),
  idempotencyKey: idempotencyKey(),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentBody>;

/**
 * What becomes of the money paid on a voided invoice: REFUND gives it back, as payment vouchers;
 * CREDIT keeps it as the customer's credit, to pay with later. What was paid from credit goes back
 * to credit either way.
 */
export const INVOICE_VOID_REFUNDS = ['REFUND', 'CREDIT'] as const;

export const invoiceVoidBody = z.object({
  reason: voidReason(),
  refund: z.enum(INVOICE_VOID_REFUNDS, msg('invalid')).default('REFUND'),
});
export type InvoiceVoidInput = z.infer<typeof invoiceVoidBody>;

/** A deposit on an activity still open ("Ứng tiền"), settled on its invoice: money coming in, so not from credit. */
export const depositBody = invoicePaymentBody.refine((b) => b.payments.every((p) => p.method !== InvoicePaymentMethod.CREDIT), {
  path: ['payments'],
  error: 'validation.creditNotForDeposit',
});

/** What an activity holds in deposits not yet settled by an invoice, and each of them. */
export const activityDeposits = z.object({
  activityId: z.uuid(),
  deposited: z.number().int(),
  deposits: z.array(z.object({ id: z.uuid(), amount: z.number().int(), method: z.string(), voucher: z.object({ id: z.uuid(), code: z.string() }), createdAt: z.string() })),
});
export type ActivityDeposits = z.infer<typeof activityDeposits>;

const activityDiscounts = {
  discountAmount: money().optional(),
  discountPercent: vatPercent().optional(),
  removedPromotions: z.array(recordId()).max(50).default([]),
};
const oneDiscount = (b: { discountAmount?: number; discountPercent?: number }) => b.discountAmount === undefined || b.discountPercent === undefined;

/** The cashier's discounts on a completed activity, to see its invoice before issuing it. */
export const activityQuoteBody = z.object(activityDiscounts).refine(oneDiscount, { path: ['discountPercent'], error: 'validation.oneDiscount' });
export type ActivityQuoteInput = z.infer<typeof activityQuoteBody>;

/** A completed activity's invoice as the payment panel issues it: discounts, what is paid now. */
export const activityInvoiceBody = z
  .object({
    ...activityDiscounts,
    discountReason: optionalText(500),
    note: optionalMultiLineText(1000),
    payments: paymentParts(),
    /** the total the cashier saw, refused (409) when it is not what would be issued */
    expectedTotal: money().optional(),
    idempotencyKey: idempotencyKey(),
  })
  .refine(oneDiscount, { path: ['discountPercent'], error: 'validation.oneDiscount' });
export type ActivityInvoiceInput = z.infer<typeof activityInvoiceBody>;

/** A completed activity's invoice as it would be issued now, with the deposits held and what is left to pay. */
export const activityInvoiceQuote = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(['service', 'product']),
      name: z.string(),
      unitName: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
      invoiceDiscount: z.number().int(),
      taxableBase: z.number().int(),
      vatPercent: z.number().nullable(),
      vat: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  promotionDiscount: z.number().int(),
  promotion: z.object({ id: z.uuid(), code: z.string(), name: z.string() }).nullable(),
  vat: z.number().int(),
  total: z.number().int(),
  deposited: z.number().int(),
  due: z.number().int(),
  /** the invoice the activity already has (not voided): the panel then offers its prints, not a payment */
  invoice: z.object({ id: z.uuid(), code: z.string() }).nullable(),
});
export type ActivityInvoiceQuote = z.infer<typeof activityInvoiceQuote>;
