import { z } from 'zod';
import { PROMOTION_METHODS } from '../books/promotions';
import { idempotencyKey, positiveQuantity, recordId } from './book-rules';
import { paymentParts } from './invoice-payments';
import { MAX_MONEY, money, msg, optionalMultiLineText, optionalText, optionalUuid, unit, vatPercent } from './rules';

// The checkout (issue 18, DESIGN §6): a retail cart as the counter sends it, and the invoice it
// would make — priced by the server (server/modules/invoices/price-sale.ts), so what the cashier
// sees is what is issued.

export const MAX_SALE_LINES = 200;

export const saleLineBody = z
  .object({
    productId: recordId(),
    /** the product's base unit or one of its larger units */
    unitName: unit(),
    quantity: positiveQuantity(),
    /** the price of one unit sold; the catalogue's when absent */
    unitPrice: money().optional(),
    discount: money().default(0),
  })
  .refine((l) => l.unitPrice === undefined || l.quantity * l.unitPrice <= MAX_MONEY, { path: ['unitPrice'], error: 'validation.tooLarge' });
export type SaleLineInput = z.infer<typeof saleLineBody>;

const cartShape = {
  lines: z.array(saleLineBody).min(1, msg('cartEmpty')).max(MAX_SALE_LINES, msg('tooManySaleLines')),
  /** the cashier's invoice discount, as an amount or as a percent of what the promotions leave */
  discountAmount: money().optional(),
  discountPercent: vatPercent().optional(),
  /** promotions the cashier took off */
  removedPromotions: z.array(recordId()).max(50).default([]),
};
const oneDiscount = (b: { discountAmount?: number; discountPercent?: number }) => b.discountAmount === undefined || b.discountPercent === undefined;

export const saleQuoteBody = z.object(cartShape).refine(oneDiscount, { path: ['discountPercent'], error: 'validation.oneDiscount' });
export type SaleQuoteInput = z.infer<typeof saleQuoteBody>;

/**
 * The manual discounts above which the cashier must say why (issue 18): more than this share of
 * what the goods are worth at the prices charged, unless the shop admin gives it.
 */
export const DISCOUNT_REASON_ABOVE_PERCENT = 10;

/** A retail sale as the counter issues it: the cart, who buys (none: a walk-in), and what is paid now. */
export const saleBody = z
  .object({
    ...cartShape,
    customerId: optionalUuid().optional(),
    discountReason: optionalText(500),
    note: optionalMultiLineText(1000),
    payments: paymentParts(),
    /** the total the cashier saw: a cart priced differently now (a promotion ended, a price changed) is refused, not charged */
    expectedTotal: money().optional(),
    idempotencyKey: idempotencyKey(),
  })
  .refine(oneDiscount, { path: ['discountPercent'], error: 'validation.oneDiscount' });
export type SaleInput = z.infer<typeof saleBody>;

const gift = z.object({ promotionId: z.uuid(), productId: z.uuid(), quantity: z.number().int() });

export const quotedLine = z.object({
  productId: z.uuid(),
  name: z.string(),
  unitName: z.string(),
  unitFactor: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  invoiceDiscount: z.number().int(),
  taxableBase: z.number().int(),
  /** null: not subject to VAT (KCT) */
  vatPercent: z.number().nullable(),
  vat: z.number().int(),
  /** the promotion whose gift this zero-price line is */
  giftOfId: z.uuid().nullable(),
});
export type QuotedLine = z.infer<typeof quotedLine>;

export const appliedPromotion = z.object({ id: z.uuid(), code: z.string(), name: z.string(), method: z.enum(PROMOTION_METHODS), discount: z.number().int(), gift: gift.nullable() });
export type AppliedPromotion = z.infer<typeof appliedPromotion>;

export const saleQuote = z.object({
  lines: z.array(quotedLine),
  subtotal: z.number().int(),
  /** the invoice discount in all: the promotion's and the cashier's */
  discount: z.number().int(),
  promotionDiscount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  promotions: z.array(appliedPromotion),
});
export type SaleQuote = z.infer<typeof saleQuote>;
