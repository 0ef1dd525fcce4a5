import { and, eq, inArray } from 'drizzle-orm';
import { type InvoiceLineFigures, invoiceTotals, type InvoiceTotals, percentDiscount } from '@/lib/books/invoice-totals';
import { type AppliedPromotions, applyPromotions, type PromotionRule } from '@/lib/books/promotions';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import { MAX_QUANTITY } from '@/lib/contracts/rules';
import type { VatSettings } from '@/lib/contracts/shops';
import { InvoiceKind } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';
import { type FieldIssue, notFound, validationError } from '../../core/app-error';
import { unitsOf } from '../products/product-units';

export interface SaleLineInput {
  productId: string;
  unitName: string;
  quantity: number;
  /** the price of one unit sold; the catalogue's (per base unit × the unit's factor) when absent */
  unitPrice?: number;
  discount: number;
}

export interface SaleInput {
  shopId: string;
  /** the shop's day of the sale, yyyy-MM-dd: the promotions running that day apply */
  day: string;
  vatSettings: VatSettings;
  lines: readonly SaleLineInput[];
  /** the cashier's invoice discount: an amount, or a percent of the subtotal */
  discount: { amount?: number; percent?: number };
  /** promotions the cashier took off */
  removedPromotions?: readonly string[];
}

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

export interface PricedSale {
  lines: PricedLine[];
  totals: InvoiceTotals;
  promotions: AppliedPromotions;
  /** the part of the invoice discount the promotion gave */
  promotionDiscount: number;
}

type ProductRow = typeof products.$inferSelect;

/**
 * A retail cart priced as it would be issued now (DESIGN §6, issue 18): each line a product of this
 * shop in one of its units at the catalogue's price unless another is given; the promotions running
 * today (the invoice-level one worth most, every product gift as a zero-price line); the invoice
 * discount — the promotion's and the cashier's — shared over the lines; VAT per line from the shop's
 * settings. The cart shows this, and issuing a sale writes exactly this.
 */
export async function priceSale(db: DbOrTx, input: SaleInput): Promise<PricedSale> {
  const { shopId } = input;
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const rules = (await db.select().from(promotions).where(and(eq(promotions.shopId, shopId), eq(promotions.isActive, true)))) as PromotionRule[];
  const giftIds = rules.map((r) => r.giftProductId).filter((id): id is string => !!id);
  const wanted = [...new Set([...ids, ...giftIds])];
  const found = wanted.length ? await db.select().from(products).where(and(eq(products.shopId, shopId), inArray(products.id, wanted))) : [];
  const product = new Map(found.map((p) => [p.id, p]));
  if (ids.some((id) => !product.has(id))) throw notFound('errors.productNotFound');
  const units = await unitsOf(db, ids);

  const issues: FieldIssue[] = [];
  const sold = input.lines.map((line, i): PricedLine => {
    const p = product.get(line.productId)!;
    const unit = unitNamed({ unit: p.unit, units: units.get(p.id) ?? [] }, line.unitName);
    if (!unit) issues.push({ field: `lines.${i}.unitName`, messages: ['validation.unknownUnit'] });
    const factor = unit?.factor ?? 1;
    if (line.quantity * factor > MAX_QUANTITY) issues.push({ field: `lines.${i}.quantity`, messages: ['validation.tooLarge'] });
    if (!p.isActive) issues.push({ field: `lines.${i}.productId`, messages: ['validation.inactiveProduct'] });
    const unitPrice = line.unitPrice ?? p.salePrice * factor;
    if (line.discount > line.quantity * unitPrice) issues.push({ field: `lines.${i}.discount`, messages: ['validation.discountOverAmount'] });
    return lineOf(p, { unitName: unit?.name ?? line.unitName, factor, quantity: line.quantity, unitPrice, discount: line.discount, giftOfId: null });
  });
  if (issues.length) throw validationError(issues);

  const subtotal = sold.reduce((s, l) => s + l.quantity * l.unitPrice - l.discount, 0);
  const baseUnits = new Map<string, number>();
  for (const l of sold) baseUnits.set(l.productId, (baseUnits.get(l.productId) ?? 0) + l.quantity * l.unitFactor);
  const usable = rules.filter((r) => !r.giftProductId || product.get(r.giftProductId)?.isActive);
  const applied = applyPromotions(usable, { kind: InvoiceKind.RETAIL, day: input.day, subtotal, units: baseUnits }, (id) => product.get(id)?.salePrice ?? 0, new Set(input.removedPromotions ?? []));
  const gifts = [...(applied.invoice?.gift ? [applied.invoice.gift] : []), ...applied.productGifts].map((g) => {
    const p = product.get(g.productId)!;
    return lineOf(p, { unitName: p.unit, factor: 1, quantity: g.quantity, unitPrice: 0, discount: 0, giftOfId: g.promotionId });
  });

  const promotionDiscount = applied.invoice?.discount ?? 0;
  const manual = input.discount.percent !== undefined ? percentDiscount(subtotal - promotionDiscount, input.discount.percent) : (input.discount.amount ?? 0);
  if (promotionDiscount + manual > subtotal) throw validationError([{ field: 'discount', messages: ['validation.discountOverAmount'] }]);
  const lines = [...sold, ...gifts];
  const totals = invoiceTotals({ kind: InvoiceKind.RETAIL, lines, discount: promotionDiscount + manual, vatSettings: input.vatSettings });
  return { lines, totals, promotions: applied, promotionDiscount };
}

function lineOf(p: ProductRow, l: { unitName: string; factor: number; quantity: number; unitPrice: number; discount: number; giftOfId: string | null }): PricedLine {
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
