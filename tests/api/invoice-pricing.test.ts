import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/lib/contracts/products';
import type { VatSettings } from '@/lib/contracts/shops';
import { InvoiceKind } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { promotions } from '@/server/db/schema/promotions';
import { priceSale, type SaleInput } from '@/server/modules/invoices/price-sale';
import { shopSuite } from '../support/api-suite';
import { newProduct, shopDay } from '../support/books';
import { rowsOf } from '../support/fixtures';

// A retail cart priced as it would be issued (issue 18): catalogue prices per unit, the promotions
// running today of this shop only, the gifts as zero-price lines, the discounts shared and VAT per
// line — over the real database, on PGlite and PostgreSQL.

const { server, shops, as } = shopSuite();
const VAT: VatSettings = { sale: { isEnabled: true, percent: 8 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: false, percent: 0 }, hotel: { isEnabled: false, percent: 0 } };
let pate: Product;
let leash: Product;
let pills: Product;

const sale = (patch: Partial<SaleInput>): SaleInput => ({ shopId: shops.q1, day: shopDay(), vatSettings: VAT, lines: [], discount: {}, ...patch });
const promotion = (patch: Partial<typeof promotions.$inferInsert>) =>
  server.db
    .insert(promotions)
    .values({ shopId: shops.q1, code: `KM-${Math.random().toString(36).slice(2, 8)}`, name: 'Khuyến mãi thử', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: shopDay(-1), endsOn: shopDay(30), kinds: [InvoiceKind.RETAIL], ...patch })
    .returning({ id: promotions.id })
    .then(([row]) => row.id);

beforeAll(async () => {
  pate = await newProduct(server, as('owner'), { name: 'Pate định giá', group: ProductGroup.SALE_GOODS, unit: 'lon', salePrice: 25_000, units: [{ name: 'thùng', factor: 24 }] });
  leash = await newProduct(server, as('owner'), { name: 'Dây dắt định giá', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 85_000 });
  pills = await newProduct(server, as('owner'), { name: 'Thuốc định giá', group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 3_000 });
});

describe('pricing a retail sale', () => {
  it('takes the catalogue price per unit sold, line discounts and VAT by the sale key, with no promotion running', async () => {
    const priced = await priceSale(server.db, sale({ lines: [{ productId: pate.id, unitName: 'thùng', quantity: 1, discount: 0 }, { productId: pills.id, unitName: 'viên', quantity: 10, unitPrice: 2_500, discount: 1_000 }] }));
    expect(priced.lines.map((l) => [l.name, l.unitName, l.unitFactor, l.unitPrice, l.discount, l.giftOfId])).toEqual([
      ['Pate định giá', 'thùng', 24, 600_000, 0, null],
      ['Thuốc định giá', 'viên', 1, 2_500, 1_000, null],
    ]);
    expect(priced.totals.lines.map((l) => [l.amount, l.vatPercent, l.vat])).toEqual([[600_000, 8, 48_000], [24_000, 8, 1_920]]);
    expect(priced.totals).toMatchObject({ subtotal: 624_000, discount: 0, vat: 49_920, total: 673_920 });
    expect(priced.promotions).toEqual({ invoice: null, productGifts: [] });
  });

  it('applies the promotions running today: a product gift as a zero-price line, the invoice discount worth most, and the cashier’s percent on what is left', async () => {
    const gift = await promotion({ method: 'PRODUCT#GIFT', buyProductId: pate.id, buyQuantity: 3, giftProductId: pate.id, giftQuantity: 1 });
    const tenPercent = await promotion({ discountPercent: 10, discountCap: 20_000, minSubtotal: 100_000 });
    await promotion({ discountAmount: 5_000 });
    // over, not begun, inactive, for another kind of invoice, or of another shop: never
    await promotion({ discountAmount: 90_000, startsOn: shopDay(-30), endsOn: shopDay(-1) });
    await promotion({ discountAmount: 90_000, startsOn: shopDay(1) });
    await promotion({ discountAmount: 90_000, isActive: false });
    await promotion({ discountAmount: 90_000, kinds: [InvoiceKind.GROOMING] });
    await promotion({ discountAmount: 90_000, shopId: shops.hanoi });

    const lines = [{ productId: pate.id, unitName: 'lon', quantity: 7, discount: 0 }];
    const priced = await priceSale(server.db, sale({ lines, discount: { percent: 5 } }));
    expect(priced.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.giftOfId])).toEqual([
      ['Pate định giá', 7, 25_000, null],
      ['Pate định giá', 2, 0, gift],
    ]);
    expect(priced.promotions.invoice).toMatchObject({ promotionId: tenPercent, discount: 17_500 });
    // 5 % of 175 000 − 17 500
    expect(priced.totals).toMatchObject({ subtotal: 175_000, discount: 17_500 + 7_875, total: 175_000 - 25_375 + priced.totals.vat });
    expect(priced.promotionDiscount).toBe(17_500);

    const without = await priceSale(server.db, sale({ lines, removedPromotions: [gift, tenPercent] }));
    expect(without.lines).toHaveLength(1);
    expect(without.promotions.invoice).toMatchObject({ discount: 5_000 });
  });

  it("refuses another shop's product (404), a unit it is not sold in and a discount over the amount (400)", async () => {
    const [foreign] = await rowsOf<{ id: string }>(server.db, sql`select id from products where shop_id = ${shops.hanoi} limit 1`);
    await expect(priceSale(server.db, sale({ lines: [{ productId: foreign.id, unitName: 'cái', quantity: 1, discount: 0 }] }))).rejects.toMatchObject({ kind: 'NotFound', messageKey: 'errors.productNotFound' });
    const refused = (field: string, message: string) => ({ kind: 'ValidationException', fields: [{ field, messages: [message] }] });
    await expect(priceSale(server.db, sale({ lines: [{ productId: leash.id, unitName: 'hộp', quantity: 1, discount: 0 }] }))).rejects.toMatchObject(refused('lines.0.unitName', 'validation.unknownUnit'));
    await expect(priceSale(server.db, sale({ lines: [{ productId: leash.id, unitName: 'cái', quantity: 1, discount: 85_001 }] }))).rejects.toMatchObject(refused('lines.0.discount', 'validation.discountOverAmount'));
    await expect(priceSale(server.db, sale({ lines: [{ productId: leash.id, unitName: 'cái', quantity: 1, discount: 0 }], discount: { amount: 85_001 } }))).rejects.toMatchObject(refused('discount', 'validation.discountOverAmount'));
  });
});
