import { percentOf } from './invoice-totals';

// Which promotions a checkout gets (issue 18 §5): at most one invoice-level promotion — the one that
// gives the customer most — and every product promotion whose goods are in the cart. The cart, the
// server at issue and the mock API all decide with this, so what the cashier sees is what is issued.

export const PromotionMethod = {
  INVOICE_DISCOUNT: 'INVOICE#INVOICE_DISCOUNT',
  INVOICE_GIFT: 'INVOICE#GIFT',
  PRODUCT_GIFT: 'PRODUCT#GIFT',
} as const;
export type PromotionMethod = (typeof PromotionMethod)[keyof typeof PromotionMethod];
export const PROMOTION_METHODS = Object.values(PromotionMethod);

export interface PromotionRule {
  id: string;
  method: PromotionMethod;
  /** yyyy-MM-dd, both ends included; no end: open */
  startsOn: string;
  endsOn: string | null;
  isActive: boolean;
  /** the invoice kinds it applies to */
  kinds: readonly number[];
  minSubtotal: number;
  discountPercent: number | null;
  discountCap: number | null;
  discountAmount: number | null;
  buyProductId: string | null;
  buyQuantity: number | null;
  giftProductId: string | null;
  giftQuantity: number | null;
}

export interface CheckoutCart {
  kind: number;
  /** the shop's day of the sale, yyyy-MM-dd */
  day: string;
  /** Σ line amounts (line discounts taken), gifts aside */
  subtotal: number;
  /** base units of each product in the cart, gifts aside */
  units: ReadonlyMap<string, number>;
}

export interface Gift {
  promotionId: string;
  productId: string;
  /** base units given */
  quantity: number;
}

export interface AppliedPromotions {
  /** the invoice-level promotion applied, with the discount it gives (0 for a gift) */
  invoice: { promotionId: string; discount: number; gift: Gift | null } | null;
  productGifts: Gift[];
}

/** Does the promotion run on that day, for that kind of invoice? An inactive or expired one never applies. */
export const isRunning = (p: Pick<PromotionRule, 'isActive' | 'startsOn' | 'endsOn' | 'kinds'>, kind: number, day: string) =>
  p.isActive && p.startsOn <= day && (p.endsOn === null || day <= p.endsOn) && p.kinds.includes(kind);

/** An invoice discount's amount on a subtotal: the percent (rounded half up) within its cap, or the amount, never more than the subtotal. */
export function promotionDiscount(p: Pick<PromotionRule, 'discountPercent' | 'discountCap' | 'discountAmount'>, subtotal: number): number {
  const raw = p.discountPercent !== null ? percentOf(subtotal, p.discountPercent) : (p.discountAmount ?? 0);
  const capped = p.discountPercent !== null && p.discountCap !== null ? Math.min(raw, p.discountCap) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/**
 * The promotions the cart gets. Invoice-level ones compete: a discount is worth its amount, a gift
 * its units at `giftPrice` (the product's sale price); the most for the customer wins, the earlier
 * starting and then the lower id among equals, so the choice never flickers. Product gifts all
 * apply, once per whole multiple bought. `removed` are the ones the cashier took off.
 */
export function applyPromotions(rules: readonly PromotionRule[], cart: CheckoutCart, giftPrice: (productId: string) => number, removed: ReadonlySet<string> = new Set()): AppliedPromotions {
  const running = rules.filter((p) => !removed.has(p.id) && isRunning(p, cart.kind, cart.day));
  const offers = running
    .filter((p) => p.method !== PromotionMethod.PRODUCT_GIFT && cart.subtotal > 0 && cart.subtotal >= p.minSubtotal)
    .map((p) => {
      if (p.method === PromotionMethod.INVOICE_DISCOUNT) {
        const discount = promotionDiscount(p, cart.subtotal);
        return { p, worth: discount, applied: { promotionId: p.id, discount, gift: null } };
      }
      const gift = { promotionId: p.id, productId: p.giftProductId!, quantity: p.giftQuantity! };
      return { p, worth: gift.quantity * giftPrice(gift.productId), applied: { promotionId: p.id, discount: 0, gift } };
    })
    .filter((o) => o.worth > 0 || o.applied.gift !== null)
    .sort((a, b) => b.worth - a.worth || a.p.startsOn.localeCompare(b.p.startsOn) || a.p.id.localeCompare(b.p.id));
  const productGifts = running
    .filter((p) => p.method === PromotionMethod.PRODUCT_GIFT)
    .map((p) => ({ promotionId: p.id, productId: p.giftProductId!, quantity: Math.floor((cart.units.get(p.buyProductId!) ?? 0) / p.buyQuantity!) * p.giftQuantity! }))
    .filter((g) => g.quantity > 0);
  return { invoice: offers[0]?.applied ?? null, productGifts };
}
