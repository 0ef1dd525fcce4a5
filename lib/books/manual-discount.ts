import { DISCOUNT_REASON_ABOVE_PERCENT } from '../contracts/invoices';

// The cashier's own discounts on an invoice (issue 18): above a tenth of what the goods are worth at
// the prices charged, the cashier says why, unless the shop admin gives it.

export interface DiscountedInvoice {
  lines: ReadonlyArray<{ quantity: number; unitPrice: number; discount: number }>;
  /** the invoice discount in all, and the part of it a promotion gave */
  discount: number;
  promotionDiscount: number;
}

/** Do the line discounts and the invoice discount the cashier gave pass the share that needs a reason? */
export function needsDiscountReason(invoice: DiscountedInvoice): boolean {
  const gross = invoice.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  const manual = invoice.lines.reduce((s, l) => s + l.discount, 0) + invoice.discount - invoice.promotionDiscount;
  return manual * 100 > gross * DISCOUNT_REASON_ABOVE_PERCENT;
}
