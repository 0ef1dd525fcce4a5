import { z } from 'zod';
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

/** What becomes of the money paid on a voided invoice: REFUND gives it back, as payment vouchers. */
export const INVOICE_VOID_REFUNDS = ['REFUND'] as const;

export const invoiceVoidBody = z.object({
  reason: voidReason(),
  refund: z.enum(INVOICE_VOID_REFUNDS, msg('invalid')).default('REFUND'),
});
export type InvoiceVoidInput = z.infer<typeof invoiceVoidBody>;

/** A deposit on an activity still open ("Ứng tiền"), settled on its invoice. */
export const depositBody = invoicePaymentBody;

/** What an activity holds in deposits not yet settled by an invoice, and each of them. */
export const activityDeposits = z.object({
  activityId: z.uuid(),
  deposited: z.number().int(),
  deposits: z.array(z.object({ id: z.uuid(), amount: z.number().int(), method: z.string(), voucher: z.object({ id: z.uuid(), code: z.string() }), createdAt: z.string() })),
});
export type ActivityDeposits = z.infer<typeof activityDeposits>;

/** A completed activity's invoice as the payment panel issues it: discounts, what is paid now. */
export const activityInvoiceBody = z
  .object({
    discountAmount: money().optional(),
    discountPercent: vatPercent().optional(),
    removedPromotions: z.array(recordId()).max(50).default([]),
    discountReason: optionalText(500),
    note: optionalMultiLineText(1000),
    payments: paymentParts(),
    /** the total the cashier saw, refused (409) when it is not what would be issued */
    expectedTotal: money().optional(),
    idempotencyKey: idempotencyKey(),
  })
  .refine((b) => b.discountAmount === undefined || b.discountPercent === undefined, { path: ['discountPercent'], error: 'validation.oneDiscount' });
export type ActivityInvoiceInput = z.infer<typeof activityInvoiceBody>;
