import { describe, expect, it } from 'vitest';
import { applyPromotions, isRunning, promotionDiscount, PromotionMethod, type PromotionRule } from '@/lib/books/promotions';
import { InvoiceKind } from '@/lib/enums/invoices';

// The choice of promotions at checkout (issue 18 §5) as worked examples: at most one invoice-level
// promotion, the one worth most to the customer; every product gift, once per multiple bought;
// nothing expired, inactive, of another kind of invoice, or taken off by the cashier.

const ALL_KINDS = Object.values(InvoiceKind);
const rule = (id: string, patch: Partial<PromotionRule>): PromotionRule => ({
  id,
  method: PromotionMethod.INVOICE_DISCOUNT,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  isActive: true,
  kinds: ALL_KINDS,
  minSubtotal: 0,
  discountPercent: null,
  discountCap: null,
  discountAmount: null,
  buyProductId: null,
  buyQuantity: null,
  giftProductId: null,
  giftQuantity: null,
  ...patch,
});

const TEN_PERCENT_CAP_50K = rule('a-ten-percent', { discountPercent: 10, discountCap: 50_000, minSubtotal: 200_000 });
const MINUS_30K = rule('b-minus-30k', { discountAmount: 30_000, minSubtotal: 300_000 });
const FREE_LEASH = rule('c-free-leash', { method: PromotionMethod.INVOICE_GIFT, giftProductId: 'leash', giftQuantity: 1, minSubtotal: 500_000 });
const PATE_3_GET_1 = rule('d-pate-3-1', { method: PromotionMethod.PRODUCT_GIFT, buyProductId: 'pate', buyQuantity: 3, giftProductId: 'pate', giftQuantity: 1 });
const PRICES: Record<string, number> = { leash: 85_000, pate: 25_000 };
const price = (id: string) => PRICES[id];
const cart = (subtotal: number, units: Record<string, number> = {}, kind: number = InvoiceKind.RETAIL, day = '2026-11-27') => ({ kind, day, subtotal, units: new Map(Object.entries(units)) });

describe('an invoice discount', () => {
  it.each(([
    ['10 % of 300 000', { discountPercent: 10, discountCap: null, discountAmount: null }, 300_000, 30_000],
    ['10 % of 800 000, capped at 50 000', { discountPercent: 10, discountCap: 50_000, discountAmount: null }, 800_000, 50_000],
    ['12,5 % of 99 999, rounded half up', { discountPercent: 12.5, discountCap: null, discountAmount: null }, 99_999, 12_500],
    ['30 000 off 300 000', { discountPercent: null, discountCap: null, discountAmount: 30_000 }, 300_000, 30_000],
    ['30 000 off 20 000: never more than the subtotal', { discountPercent: null, discountCap: null, discountAmount: 30_000 }, 20_000, 20_000],
  ] as const).map(([label, p, subtotal, discount]) => ({ label, p, subtotal, discount })))('$label gives $discount', ({ p, subtotal, discount }) => {
    expect(promotionDiscount(p, subtotal)).toBe(discount);
  });
});

describe('the promotions a cart gets', () => {
  it.each([
    ['under every minimum: none', 150_000, null],
    ['250 000: only 10 % applies (25 000)', 250_000, { promotionId: 'a-ten-percent', discount: 25_000 }],
    ['300 000: 10 % and −30 000 give the same; the earlier by start, then by id', 300_000, { promotionId: 'a-ten-percent', discount: 30_000 }],
    ['400 000: 10 % (40 000) beats −30 000', 400_000, { promotionId: 'a-ten-percent', discount: 40_000 }],
    ['600 000: the leash (85 000) beats 10 % capped at 50 000', 600_000, { promotionId: 'c-free-leash', discount: 0, gift: { promotionId: 'c-free-leash', productId: 'leash', quantity: 1 } }],
  ])('%s', (_, subtotal, expected) => {
    const applied = applyPromotions([TEN_PERCENT_CAP_50K, MINUS_30K, FREE_LEASH], cart(subtotal), price);
    if (expected === null) expect(applied.invoice).toBeNull();
    else expect(applied.invoice).toMatchObject(expected);
  });

  it('gives a product gift for every whole multiple bought, beside the invoice promotion', () => {
    const applied = applyPromotions([PATE_3_GET_1, TEN_PERCENT_CAP_50K], cart(250_000, { pate: 7 }), price);
    expect(applied.productGifts).toEqual([{ promotionId: 'd-pate-3-1', productId: 'pate', quantity: 2 }]);
    expect(applied.invoice).toMatchObject({ promotionId: 'a-ten-percent', discount: 25_000 });
    expect(applyPromotions([PATE_3_GET_1], cart(50_000, { pate: 2 }), price).productGifts).toEqual([]);
  });

  it('never applies a promotion that is inactive, not yet begun, over, or for another kind of invoice', () => {
    const cases: PromotionRule[] = [
      { ...TEN_PERCENT_CAP_50K, isActive: false },
      { ...TEN_PERCENT_CAP_50K, startsOn: '2026-11-28' },
      { ...TEN_PERCENT_CAP_50K, endsOn: '2026-11-26' },
      { ...TEN_PERCENT_CAP_50K, kinds: [InvoiceKind.GROOMING] },
    ];
    for (const p of cases) expect(applyPromotions([p], cart(400_000), price).invoice, JSON.stringify(p)).toBeNull();
    // its first and last days count
    expect(isRunning({ ...TEN_PERCENT_CAP_50K, startsOn: '2026-11-27', endsOn: '2026-11-27' }, InvoiceKind.RETAIL, '2026-11-27')).toBe(true);
    expect(isRunning({ ...TEN_PERCENT_CAP_50K, endsOn: null }, InvoiceKind.RETAIL, '2030-01-01')).toBe(true);
  });

  it('leaves out what the cashier took off, and offers the next best instead', () => {
    const applied = applyPromotions([TEN_PERCENT_CAP_50K, MINUS_30K, PATE_3_GET_1], cart(400_000, { pate: 3 }), price, new Set(['a-ten-percent', 'd-pate-3-1']));
    expect(applied.invoice).toMatchObject({ promotionId: 'b-minus-30k', discount: 30_000 });
    expect(applied.productGifts).toEqual([]);
  });

  it('gives nothing on an empty cart', () => {
    expect(applyPromotions([rule('z', { discountAmount: 10_000 })], cart(0), price)).toEqual({ invoice: null, productGifts: [] });
  });
});
