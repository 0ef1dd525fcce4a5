import { z } from 'zod';
import { invoicePaymentMethod, positiveAmount } from './book-rules';
import { msg } from './rules';

// Money paid on an invoice (DESIGN §6): at the counter it may be split over methods (cash and a
// transfer); each part becomes one payment with its receipt voucher.

export const MAX_PAYMENT_PARTS = 3;

export const paymentPart = z.object({ method: invoicePaymentMethod(), amount: positiveAmount() });
export type PaymentPart = z.infer<typeof paymentPart>;

/** The parts of one payment, one per method at most; none leaves it all owed. */
export const paymentParts = () =>
  z
    .array(paymentPart)
    .max(MAX_PAYMENT_PARTS, msg('tooManyPaymentParts'))
    .default([])
    .refine((parts) => new Set(parts.map((p) => p.method)).size === parts.length, msg('paymentMethodTwice'));
