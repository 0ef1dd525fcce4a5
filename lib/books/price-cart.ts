import { unitNamed } from '../contracts/product-import-lines';
import { MAX_QUANTITY } from '../contracts/rules';
import type { SaleQuote, SaleQuoteInput } from '../contracts/invoices';
import type { VatSettings } from '../contracts/shops';
import { InvoiceKind } from '../enums/invoices';
import { type InvoiceLineFigures, invoiceTotals, percentOf } from './invoice-totals';
import { applyPromotions, type PromotionRule } from './promotions';

// A retail cart priced as it would be issued (DESIGN §6, issue 18): the server (with the shop's
// products and promotions from the database) and the mock API (with its own world) both price
// with this, so the counter shows what is issued.

export interface CartProduct {
  id: string;
  name: string;
  /** the base unit */
  unit: string;
  units: ReadonlyArray<{ name: string; factor: number }>;
  productGroup: number;
  /** per base unit */
  salePrice: number;
  averageCost: number;
  isActive: boolean;
}

export type CartRule = PromotionRule & { code: string; name: string };

export interface PricedLine extends InvoiceLineFigures {
  productId: string;
  name: string;
  unitName: string;
  unitFactor: number;
  /** what the goods cost the shop now (moving average × base units) */
  cost: number;
  /** the promotion whose gift this zero-price line is */
  giftOfId: string | null;
}

export type CartIssue = { field: string; messages: string[] };

export type PricedCart = { ok: true; lines: PricedLine[]; quote: SaleQuote } | { ok: false; issues: CartIssue[] };

/**
 * Prices the cart: each line a product in one of its units at the catalogue's price (per base unit ×
 * the unit's factor) unless another is given; the promotions running on `day` (product gifts as
 * zero-price lines, the invoice-level one worth most); the cashier's amount, or percent of what the
 * promotion leaves; the invoice discount shared over the lines and VAT per line. `product` answers
 * only the shop's own products (the caller refuses the others before).
 */
export function priceCart(input: { cart: SaleQuoteInput; day: string; vatSettings: VatSettings; product: (id: string) => CartProduct; rules: readonly CartRule[] }): PricedCart {
  const { cart, product } = input;
  const issues: CartIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ field, messages: [message] });
  const sold = cart.lines.map((line, i): PricedLine => {
    const p = product(line.productId);
    const unit = unitNamed(p, line.unitName);
    if (!unit) issue(`lines.${i}.unitName`, 'validation.unknownUnit');
    const factor = unit?.factor ?? 1;
    if (line.quantity * factor > MAX_QUANTITY) issue(`lines.${i}.quantity`, 'validation.tooLarge');
    if (!p.isActive) issue(`lines.${i}.productId`, 'validation.inactiveProduct');
    const unitPrice = line.unitPrice ?? p.salePrice * factor;
    if (line.discount > line.quantity * unitPrice) issue(`lines.${i}.discount`, 'validation.discountOverAmount');
    return lineOf(p, { unitName: unit?.name ?? line.unitName, factor, quantity: line.quantity, unitPrice, discount: line.discount, giftOfId: null });
  });
  if (issues.length) return { ok: false, issues };

  const subtotal = sold.reduce((s, l) => s + l.quantity * l.unitPrice - l.discount, 0);
  const units = new Map<string, number>();
  for (const l of sold) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity * l.unitFactor);
  // a promotion whose gift is no longer sold gives nothing
  const usable = input.rules.filter((r) => !r.giftProductId || product(r.giftProductId).isActive);
  const applied = applyPromotions(usable, { kind: InvoiceKind.RETAIL, day: input.day, subtotal, units }, (id) => product(id).salePrice, new Set(cart.removedPromotions));
  const gifts = [...(applied.invoice?.gift ? [applied.invoice.gift] : []), ...applied.productGifts];
  const giftLine = (g: (typeof gifts)[number]) => {
    const p = product(g.productId);
    return lineOf(p, { unitName: p.unit, factor: 1, quantity: g.quantity, unitPrice: 0, discount: 0, giftOfId: g.promotionId });
  };
  const lines = [...sold, ...gifts.map(giftLine)];

  const promotionDiscount = applied.invoice?.discount ?? 0;
  const manual = cart.discountPercent !== undefined ? percentOf(subtotal - promotionDiscount, cart.discountPercent) : (cart.discountAmount ?? 0);
  if (promotionDiscount + manual > subtotal) return { ok: false, issues: [{ field: 'discountAmount', messages: ['validation.discountOverAmount'] }] };
  const totals = invoiceTotals({ kind: InvoiceKind.RETAIL, lines, discount: promotionDiscount + manual, vatSettings: input.vatSettings });

  const rule = new Map(input.rules.map((r) => [r.id, r]));
  const given = [
    ...(applied.invoice ? [{ id: applied.invoice.promotionId, discount: applied.invoice.discount, gift: applied.invoice.gift }] : []),
    ...applied.productGifts.map((g) => ({ id: g.promotionId, discount: 0, gift: g })),
  ];
  const quote: SaleQuote = {
    lines: lines.map((l, i) => ({
      productId: l.productId,
      name: l.name,
      unitName: l.unitName,
      unitFactor: l.unitFactor,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      ...totals.lines[i],
      giftOfId: l.giftOfId,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    promotionDiscount,
    vat: totals.vat,
    total: totals.total,
    promotions: given.map((g) => ({ ...g, code: rule.get(g.id)!.code, name: rule.get(g.id)!.name, method: rule.get(g.id)!.method })),
  };
  return { ok: true, lines, quote };
}

function lineOf(p: CartProduct, l: { unitName: string; factor: number; quantity: number; unitPrice: number; discount: number; giftOfId: string | null }): PricedLine {
  return {
    kind: 'product',
    productGroup: p.productGroup,
    productId: p.id,
    name: p.name,
    unitName: l.unitName,
    unitFactor: l.factor,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    discount: l.discount,
    cost: p.averageCost * l.quantity * l.factor,
    giftOfId: l.giftOfId,
  };
}
