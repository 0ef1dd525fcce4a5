import { PromotionMethod, type PromotionRule } from '@/lib/books/promotions';
import { InvoiceKind } from '@/lib/enums/invoices';
import { isoDay } from '@/lib/format';
import { MOCK_CATALOGUE, uuid } from './catalogue-data';

// The promotions of the mock world (issue 18 §5), as the promotions table holds them: Quận 1 has one
// of each method and status on the day the world is made, Hà Nội one of its own that Quận 1 must
// never reach. The mock's checkout does not price with them (tests/msw/mock-invoices.ts).

/** A row of the promotions table: what checkout prices with (lib/books/promotions.ts), and what the list shows besides. */
export interface MockPromotion extends PromotionRule {
  shopId: string;
  code: string;
  name: string;
  kinds: number[];
  usageCount: number;
  createdAt: string;
}

const promotion = (n: number) => uuid('9a0e0000', n);
export const MOCK_PROMOTIONS = { tenPercent: promotion(1), giftBags: promotion(2), royalCanin: promotion(3), summer: promotion(4), spa: promotion(5), hanoi: promotion(901) } as const;

const DAY_MS = 86_400_000;
const PR = MOCK_CATALOGUE.products;
const NOTHING = { minSubtotal: 0, discountPercent: null, discountCap: null, discountAmount: null, buyProductId: null, buyQuantity: null, giftProductId: null, giftQuantity: null };

export function createMockPromotions(shops: { q1: string; hanoi: string }, now: number): Record<string, MockPromotion> {
  const day = (offset: number) => isoDay(new Date(now + offset * DAY_MS));
  const row = (id: string, fields: Omit<MockPromotion, 'id' | 'shopId' | 'createdAt' | keyof typeof NOTHING> & Partial<MockPromotion>, created: number): MockPromotion => ({
    ...NOTHING,
    id,
    shopId: shops.q1,
    createdAt: new Date(now - created * DAY_MS).toISOString(),
    ...fields,
  });
  const rows = [
    row(MOCK_PROMOTIONS.tenPercent, { code: 'KM-GIAM10', name: 'Giảm 10% hóa đơn từ 500.000 ₫', method: PromotionMethod.INVOICE_DISCOUNT, startsOn: day(-10), endsOn: day(20), isActive: true, kinds: [InvoiceKind.RETAIL], minSubtotal: 500_000, discountPercent: 10, discountCap: 100_000, usageCount: 12 }, 11),
    row(MOCK_PROMOTIONS.giftBags, { code: 'KM-TUIPHAN', name: 'Tặng túi đựng phân cho hóa đơn từ 300.000 ₫', method: PromotionMethod.INVOICE_GIFT, startsOn: day(-5), endsOn: null, isActive: true, kinds: [InvoiceKind.RETAIL, InvoiceKind.GROOMING], minSubtotal: 300_000, giftProductId: PR.poopBags, giftQuantity: 1, usageCount: 3 }, 6),
    row(MOCK_PROMOTIONS.royalCanin, { code: 'KM-RC31', name: 'Mua 3 Royal Canin tặng 1 pate Whiskas', method: PromotionMethod.PRODUCT_GIFT, startsOn: day(5), endsOn: day(35), isActive: true, kinds: [InvoiceKind.RETAIL], buyProductId: PR.royalCanin, buyQuantity: 3, giftProductId: PR.whiskas, giftQuantity: 1, usageCount: 0 }, 2),
    row(MOCK_PROMOTIONS.summer, { code: 'KM-HE', name: 'Giảm 50.000 ₫ mùa hè', method: PromotionMethod.INVOICE_DISCOUNT, startsOn: day(-60), endsOn: day(-30), isActive: true, kinds: [InvoiceKind.RETAIL, InvoiceKind.HEALTHCARE], minSubtotal: 200_000, discountAmount: 50_000, usageCount: 40 }, 61),
    row(MOCK_PROMOTIONS.spa, { code: 'KM-SPA5', name: 'Giảm 5% dịch vụ spa', method: PromotionMethod.INVOICE_DISCOUNT, startsOn: day(-20), endsOn: null, isActive: false, kinds: [InvoiceKind.GROOMING], discountPercent: 5, usageCount: 0 }, 21),
    row(MOCK_PROMOTIONS.hanoi, { shopId: shops.hanoi, code: 'KM-HN', name: 'Khuyến mãi Bí Mật Hà Nội', method: PromotionMethod.INVOICE_DISCOUNT, startsOn: day(-3), endsOn: null, isActive: true, kinds: [InvoiceKind.RETAIL], discountAmount: 20_000, usageCount: 0 }, 4),
  ];
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}
