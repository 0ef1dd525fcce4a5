import type { VatSettings } from '../contracts/shops';
import type { InvoiceKind, InvoiceLineKind } from '../enums/invoices';
import { type InvoiceTotals, invoiceLineAmount, invoiceTotals, percentOf } from './invoice-totals';
import { applyPromotions, PromotionMethod, type PromotionRule } from './promotions';

// A completed activity priced for its invoice (issue 18, DESIGN §6): its service and product lines
// at the prices they were given, the invoice-level discount promotion of its kind worth most, the
// cashier's amount or percent on what is left, VAT per line by the key of the activity's type.
// Gifts of goods are the counter's: the activity's goods already left the stock with it.

export interface ActivityLine {
  kind: InvoiceLineKind;
  productId?: string | null;
  productGroup?: number | null;
  quantity: number;
  unitFactor: number;
  unitPrice: number;
  discount: number;
}

export type PricedActivity =
  | { ok: true; totals: InvoiceTotals; promotionId: string | null; promotionDiscount: number }
  | { ok: false; field: 'discountAmount'; message: 'validation.discountOverAmount' };

export function priceActivity(input: {
  kind: InvoiceKind;
  day: string;
  lines: readonly ActivityLine[];
  discountAmount?: number;
  discountPercent?: number;
  removedPromotions: readonly string[];
  vatSettings: VatSettings;
  rules: readonly PromotionRule[];
}): PricedActivity {
  const subtotal = input.lines.reduce((s, l) => s + invoiceLineAmount(l), 0);
  const units = new Map<string, number>();
  for (const l of input.lines) if (l.productId) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity * l.unitFactor);
  const discounts = input.rules.filter((r) => r.method === PromotionMethod.INVOICE_DISCOUNT);
  const applied = applyPromotions(discounts, { kind: input.kind, day: input.day, subtotal, units }, () => 0, new Set(input.removedPromotions));
  const promotionDiscount = applied.invoice?.discount ?? 0;
  const manual = input.discountPercent !== undefined ? percentOf(subtotal - promotionDiscount, input.discountPercent) : (input.discountAmount ?? 0);
  if (promotionDiscount + manual > subtotal) return { ok: false, field: 'discountAmount', message: 'validation.discountOverAmount' };
  const totals = invoiceTotals({ kind: input.kind, lines: input.lines, discount: promotionDiscount + manual, vatSettings: input.vatSettings });
  return { ok: true, totals, promotionId: applied.invoice?.promotionId ?? null, promotionDiscount };
}
