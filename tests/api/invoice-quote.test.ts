import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaleQuote } from '@/lib/contracts/invoices';
import type { Product } from '@/lib/contracts/products';
import { InvoiceKind } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { promotions } from '@/server/db/schema/promotions';
import { shops as shopTable } from '@/server/db/schema/shops';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectRefused, newProduct, shopDay } from '../support/books';
import { rowsOf, tableCounts } from '../support/fixtures';

// POST /invoices/quote (issue 18): the counter's cart priced as it would be issued — catalogue
// prices per unit, the promotions of this shop running today, gifts as zero-price lines, the
// discounts shared and VAT per line by the shop's settings — and nothing written.

const { server, shops, as } = shopSuite(['seller']);
let pate: Product;
let leash: Product;
let pills: Product;

const quote = (body: unknown, by = as('seller')) => call<SaleQuote>(server.url, 'POST', '/invoices/quote', { ...by, body });
const promotion = (patch: Partial<typeof promotions.$inferInsert>) =>
  server.db
    .insert(promotions)
    .values({ shopId: shops.q1, code: `KM-${Math.random().toString(36).slice(2, 8)}`, name: 'Khuyến mãi thử', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: shopDay(-1), endsOn: shopDay(30), kinds: [InvoiceKind.RETAIL], ...patch })
    .returning({ id: promotions.id })
    .then(([row]) => row.id);

beforeAll(async () => {
  // goods at 8 %, the rest exempt
  const vat = { sale: { isEnabled: true, percent: 8 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: false, percent: 0 }, hotel: { isEnabled: false, percent: 0 } };
  await server.db.update(shopTable).set({ vatSettings: vat }).where(eq(shopTable.id, shops.q1));
  pate = await newProduct(server, as('owner'), { name: 'Pate báo giá', group: ProductGroup.SALE_GOODS, unit: 'lon', salePrice: 25_000, units: [{ name: 'thùng', factor: 24 }] });
  leash = await newProduct(server, as('owner'), { name: 'Dây dắt báo giá', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 85_000 });
  pills = await newProduct(server, as('owner'), { name: 'Thuốc báo giá', group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 3_000 });
});

describe('POST /invoices/quote', () => {
  it('prices each line at the catalogue price of its unit, with line discounts and VAT by the sale key, writing nothing', async () => {
    const counts = await tableCounts(server.db);
    const res = await quote({ lines: [{ productId: pate.id, unitName: 'thùng', quantity: 1 }, { productId: pills.id, unitName: 'viên', quantity: 10, unitPrice: 2_500, discount: 1_000 }] });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => [l.name, l.unitName, l.unitFactor, l.unitPrice, l.amount, l.vatPercent, l.vat, l.giftOfId])).toEqual([
      ['Pate báo giá', 'thùng', 24, 600_000, 600_000, 8, 48_000, null],
      ['Thuốc báo giá', 'viên', 1, 2_500, 24_000, 8, 1_920, null],
    ]);
    expect(res.body).toMatchObject({ subtotal: 624_000, discount: 0, vat: 49_920, total: 673_920, promotions: [] });
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('applies the promotions running today: a product gift as a zero-price line, the invoice discount worth most, and the cashier’s percent on what is left', async () => {
    const gift = await promotion({ code: 'PATE31', name: 'Mua 3 tặng 1 pate', method: 'PRODUCT#GIFT', buyProductId: pate.id, buyQuantity: 3, giftProductId: pate.id, giftQuantity: 1 });
    const tenPercent = await promotion({ code: 'GIAM10', name: 'Giảm 10 %', discountPercent: 10, discountCap: 20_000, minSubtotal: 100_000 });
    await promotion({ discountAmount: 5_000 });
    // over, not begun, inactive, for another kind of invoice, or of another shop: never
    await promotion({ discountAmount: 90_000, startsOn: shopDay(-30), endsOn: shopDay(-1) });
    await promotion({ discountAmount: 90_000, startsOn: shopDay(1) });
    await promotion({ discountAmount: 90_000, isActive: false });
    await promotion({ discountAmount: 90_000, kinds: [InvoiceKind.GROOMING] });
    await promotion({ discountAmount: 90_000, shopId: shops.hanoi });

    const lines = [{ productId: pate.id, unitName: 'lon', quantity: 7 }];
    const res = await quote({ lines, discountPercent: 5 });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.giftOfId])).toEqual([
      ['Pate báo giá', 7, 25_000, null],
      ['Pate báo giá', 2, 0, gift],
    ]);
    expect(res.body.promotions).toEqual([
      { id: tenPercent, code: 'GIAM10', name: 'Giảm 10 %', method: 'INVOICE#INVOICE_DISCOUNT', discount: 17_500, gift: null },
      { id: gift, code: 'PATE31', name: 'Mua 3 tặng 1 pate', method: 'PRODUCT#GIFT', discount: 0, gift: { promotionId: gift, productId: pate.id, quantity: 2 } },
    ]);
    // 5 % of 175 000 − 17 500 = 7 875
    expect(res.body).toMatchObject({ subtotal: 175_000, promotionDiscount: 17_500, discount: 25_375, total: 175_000 - 25_375 + res.body.vat });

    const without = await quote({ lines, removedPromotions: [gift, tenPercent] });
    expect(without.body.lines).toHaveLength(1);
    expect(without.body.promotions.map((p) => p.discount)).toEqual([5_000]);
  });

  it.each([
    ['an empty cart', { lines: [] }, 'lines'],
    ['a quantity of zero', { lines: [{ productId: '00000000-0000-4000-8000-000000000000', unitName: 'cái', quantity: 0 }] }, 'lines.0.quantity'],
    ['a fractional price', { lines: [{ productId: '00000000-0000-4000-8000-000000000000', unitName: 'cái', quantity: 1, unitPrice: 10.5 }] }, 'lines.0.unitPrice'],
    ['a negative discount', { lines: [{ productId: '00000000-0000-4000-8000-000000000000', unitName: 'cái', quantity: 1, discount: -1 }] }, 'lines.0.discount'],
    ['both an amount and a percent off', { lines: [{ productId: '00000000-0000-4000-8000-000000000000', unitName: 'cái', quantity: 1 }], discountAmount: 1, discountPercent: 1 }, 'discountPercent'],
  ])('refuses %s with 400 under its field', async (_, body, field) => {
    await expectRefused(quote(body), 400, undefined, [field]);
  });

  it('refuses a unit the product is not sold in and a discount over the amount, in the caller’s language', async () => {
    await expectRefused(quote({ lines: [{ productId: leash.id, unitName: 'hộp', quantity: 1 }] }), 400, undefined, ['lines.0.unitName']);
    const over = await expectRefused(quote({ lines: [{ productId: leash.id, unitName: 'cái', quantity: 1, discount: 85_001 }] }), 400, undefined, ['lines.0.discount']);
    expect(over.errors?.[0].messages).toEqual(['Chiết khấu vượt quá thành tiền']);
    await expectRefused(quote({ lines: [{ productId: leash.id, unitName: 'cái', quantity: 1 }], discountAmount: 85_001 }), 400, undefined, ['discountAmount']);
  });

  it("answers 404 for another shop's product and 403 for another shop, showing nothing of it", async () => {
    const [foreign] = await rowsOf<{ id: string; name: string }>(server.db, sql`select id, name from products where shop_id = ${shops.hanoi} limit 1`);
    const res = await expectRefused(quote({ lines: [{ productId: foreign.id, unitName: 'cái', quantity: 1 }] }), 404, 'Không tìm thấy sản phẩm');
    expect(JSON.stringify(res)).not.toContain(foreign.name);
    await expectRefused(quote({ lines: [{ productId: leash.id, unitName: 'cái', quantity: 1 }] }, as('seller', 'hanoi')), 403);
  });
});
