import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { DocumentKind, documentCode } from '@/lib/enums/documents';
import { InvoiceKind, InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { formatVnd } from '@/lib/format';
import { promotions } from '@/server/db/schema/promotions';
import { shops as shopTable } from '@/server/db/schema/shops';
import { call, type CallOptions } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, importLine, lastNumber, movementsOf, newImport, newProduct, newSupplier, shopDay, stockOf, vouchersOf } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { rowsOf } from '../support/fixtures';

// POST /invoices (issue 18, DESIGN §6): a retail sale at the counter — the invoice as the quote
// prices it, the goods out of stock, each part of the payment a receipt voucher, cash beyond the
// total handed back, the rest owed by a customer on record; one invoice per idempotency key.

const { server, shops, as } = shopSuite(['seller', 'accountant']);
let pate: Product;
let leash: Product;
let customerId: string;
let foreignCustomerId: string;
let foreignProductId: string;

const key = () => crypto.randomUUID();
const sell = (body: Record<string, unknown>, by: CallOptions = as('seller')) => call<InvoiceDetail>(server.url, 'POST', '/invoices', { ...by, body: { idempotencyKey: key(), ...body } });
const line = (p: Product, quantity = 1, patch: Record<string, unknown> = {}) => ({ productId: p.id, unitName: p.unit, quantity, ...patch });

async function stocked(patch: Record<string, unknown>, quantity: number) {
  const product = await newProduct(server, as('owner'), { group: ProductGroup.SALE_GOODS, ...patch });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(product.id, { unitName: product.unit, quantity, unitCost: 10_000 })], payNow: 0, complete: true });
  return product;
}

beforeAll(async () => {
  const vat = { sale: { isEnabled: true, percent: 8 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: false, percent: 0 }, hotel: { isEnabled: false, percent: 0 } };
  await server.db.update(shopTable).set({ vatSettings: vat }).where(eq(shopTable.id, shops.q1));
  pate = await stocked({ name: 'Pate bán lẻ', unit: 'lon', salePrice: 25_000, units: [{ name: 'thùng', factor: 24 }] }, 500);
  leash = await stocked({ name: 'Dây dắt bán lẻ', unit: 'cái', salePrice: 85_000 }, 50);
  [{ id: customerId }] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.q1} order by created_at limit 1`);
  [{ id: foreignCustomerId }] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.hanoi} limit 1`);
  [{ id: foreignProductId }] = await rowsOf<{ id: string }>(server.db, sql`select id from products where shop_id = ${shops.hanoi} limit 1`);
});

describe('POST /invoices — a retail sale', () => {
  it('issues the invoice as priced, takes the goods out of stock and gives change for cash beyond the total', async () => {
    const before = await lastNumber(server.db, shops.q1, DocumentKind.INVOICE);
    const res = await sell({ lines: [line(pate, 1, { unitName: 'thùng' }), line(leash, 2)], payments: [{ method: 'CASH', amount: 1_000_000 }] });
    expect(res.status).toBe(200);
    // 600 000 + 170 000, VAT 8 % = 61 600
    expect(res.body).toMatchObject({ code: documentCode(DocumentKind.INVOICE, before + 1), kind: InvoiceKind.RETAIL, status: InvoiceStatus.PAID, customer: null, subtotal: 770_000, vat: 61_600, total: 831_600, paid: 831_600, debt: 0, changeGiven: 168_400 });
    expect(res.body.lines.map((l) => [l.name, l.unitName, l.quantity, l.amount, l.vatPercent, l.vat])).toEqual([
      ['Pate bán lẻ', 'thùng', 1, 600_000, 8, 48_000],
      ['Dây dắt bán lẻ', 'cái', 2, 170_000, 8, 13_600],
    ]);
    expect((await movementsOf(server.db, pate.id)).at(-1)).toMatchObject({ reason: 'sale', delta: -24, documentCode: res.body.code });
    expect((await stockOf(server.db, leash.id)).stock).toBe(48);
    // a walk-in is no record and has no name: the cash book shows "khách lẻ"
    expect(await vouchersOf(server.db, res.body.id)).toEqual([expect.objectContaining({ type: 'RECEIPT', category: 'SALES', amount: 831_600, method: 'CASH', payerName: '' })]);
    const [line0] = await rowsOf<{ cost: number }>(server.db, sql`select cost::float8 as cost from invoice_lines where invoice_id = ${res.body.id} order by position limit 1`);
    expect(line0.cost).toBe(24 * 10_000);
    const read = await call<InvoiceDetail>(server.url, 'GET', `/invoices/${res.body.id}`, as('accountant'));
    expect(read.body).toEqual(res.body);
    await expectBooksBalanced(server.db);
  });

  it('splits the payment over cash and a transfer, one receipt voucher each', async () => {
    const res = await sell({ lines: [line(leash, 1)], payments: [{ method: 'BANK_TRANSFER', amount: 50_000 }, { method: 'CASH', amount: 100_000 }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 91_800, paid: 91_800, changeGiven: 58_200, status: InvoiceStatus.PAID });
    expect(res.body.payments.map((p) => [p.method, p.amount, p.type])).toEqual([
      ['BANK_TRANSFER', 50_000, 0],
      ['CASH', 41_800, 0],
    ]);
    expect((await vouchersOf(server.db, res.body.id)).map((v) => [v.method, v.amount])).toEqual([
      ['BANK_TRANSFER', 50_000],
      ['CASH', 41_800],
    ]);
  });

  it('leaves what is not paid as the customer’s debt: partly paid, or all of it', async () => {
    const part = await sell({ customerId, lines: [line(leash, 1)], payments: [{ method: 'CASH', amount: 50_000 }] });
    expect(part.body).toMatchObject({ status: InvoiceStatus.PARTLY_PAID, paid: 50_000, debt: 41_800, customer: { id: customerId } });
    expect((await vouchersOf(server.db, part.body.id))[0].payerName).toBe(part.body.customer!.name);
    const none = await sell({ customerId, lines: [line(leash, 1)] });
    expect(none.body).toMatchObject({ status: InvoiceStatus.ISSUED, paid: 0, debt: 91_800, payments: [] });
    expect(await vouchersOf(server.db, none.body.id)).toEqual([]);
    await expectBooksBalanced(server.db);
  });

  it('gives the promotions running today: a gift line out of stock as a gift, the invoice discount recorded with its promotion', async () => {
    const [gift] = await server.db
      .insert(promotions)
      .values({ shopId: shops.q1, code: 'DAY21', name: 'Mua 2 dây tặng 1 lon', method: 'PRODUCT#GIFT', startsOn: shopDay(-1), endsOn: shopDay(1), kinds: [InvoiceKind.RETAIL], buyProductId: leash.id, buyQuantity: 2, giftProductId: pate.id, giftQuantity: 1 })
      .returning();
    const [off] = await server.db
      .insert(promotions)
      .values({ shopId: shops.q1, code: 'GIAM5K', name: 'Giảm 5.000', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: shopDay(-1), endsOn: shopDay(1), kinds: [InvoiceKind.RETAIL], discountAmount: 5_000 })
      .returning();
    const res = await sell({ lines: [line(leash, 2)], payments: [{ method: 'CARD', amount: 178_200 }] });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.giftOf?.code ?? null])).toEqual([
      ['Dây dắt bán lẻ', 2, 85_000, null],
      ['Pate bán lẻ', 1, 0, 'DAY21'],
    ]);
    expect(res.body).toMatchObject({ promotion: { id: off.id, code: 'GIAM5K' }, promotionDiscount: 5_000, discount: 5_000, total: 165_000 + 13_200, status: InvoiceStatus.PAID });
    expect((await movementsOf(server.db, pate.id)).at(-1)).toMatchObject({ reason: 'gift', delta: -1, documentCode: res.body.code });
    const uses = await rowsOf<{ code: string; n: number }>(server.db, sql`select code, usage_count as n from promotions where id in (${gift.id}, ${off.id}) order by code`);
    expect(uses).toEqual([
      { code: 'DAY21', n: 1 },
      { code: 'GIAM5K', n: 1 },
    ]);
    await server.db.update(promotions).set({ isActive: false }).where(sql`id in (${gift.id}, ${off.id})`);

    // renamed afterwards, the promotions stay on the invoice as they were when it was issued
    await server.db.update(promotions).set({ code: sql`code || '-2027'`, name: sql`name || ' (mới)'` }).where(sql`id in (${gift.id}, ${off.id})`);
    const issued = await call<InvoiceDetail>(server.url, 'GET', `/invoices/${res.body.id}`, as('seller'));
    expect(issued.body.promotion).toEqual({ id: off.id, code: 'GIAM5K', name: 'Giảm 5.000' });
    expect(issued.body.lines[1].giftOf).toEqual({ id: gift.id, code: 'DAY21', name: 'Mua 2 dây tặng 1 lon' });
  });

  it('issues one invoice for one key, however often and however at once it is sent', async () => {
    const idempotencyKey = key();
    const body = { idempotencyKey, lines: [line(leash, 1)], payments: [{ method: 'CASH', amount: 100_000 }] };
    const before = await stockOf(server.db, leash.id);
    const answers = await Promise.all([1, 2, 3].map(() => sell(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await sell(body)).body).toMatchObject({ id: answers[0].body.id, changeGiven: 8_200 });
    expect((await stockOf(server.db, leash.id)).stock).toBe(before.stock - 1);
    expect(await vouchersOf(server.db, answers[0].body.id)).toHaveLength(1);
  });

  it('a seller’s discount above 10 % needs a reason; the owner’s does not', async () => {
    const cart = { lines: [line(leash, 1)], discountPercent: 15, payments: [] };
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(sell({ ...cart, customerId }), 400, undefined, ['discountReason']);
      await expectRefused(sell({ ...cart, customerId, lines: [line(leash, 1, { discount: 9_000 })], discountPercent: 2 }), 400, undefined, ['discountReason']);
    });
    expect((await sell({ ...cart, customerId, discountReason: 'Khách quen' })).status).toBe(200);
    expect((await sell({ ...cart, customerId }, as('owner'))).status).toBe(200);
    expect((await sell({ lines: [line(leash, 1)], discountPercent: 10, customerId })).status).toBe(200);
  });
});

describe('POST /invoices — refused, writing nothing', () => {
  it.each([
    ['an empty cart', { lines: [] }, 'lines'],
    ['a negative amount', { lines: [{ productId: '00000000-0000-4000-8000-000000000000', unitName: 'cái', quantity: 1 }], payments: [{ method: 'CASH', amount: -5 }] }, 'payments.0.amount'],
    ['a fractional amount', { payments: [{ method: 'CASH', amount: 1.5 }] }, 'payments.0.amount'],
    ['a method twice', { payments: [{ method: 'CASH', amount: 1 }, { method: 'CASH', amount: 2 }] }, 'payments'],
    ['an unknown method', { payments: [{ method: 'GOLD', amount: 1 }] }, 'payments.0.method'],
    ['no idempotency key', { idempotencyKey: '' }, 'idempotencyKey'],
    ['both discounts', { discountAmount: 1, discountPercent: 1 }, 'discountPercent'],
  ])('%s (400)', async (_label, patch, field) => {
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(sell({ lines: [line(leash, 1)], ...patch }), 400, undefined, [field]);
    });
  });

  it('a debt without a customer, a transfer over the total, a discount over the amount (400, in the caller’s language)', async () => {
    await expectBooksUntouched(server.db, async () => {
      const debt = await expectRefused(sell({ lines: [line(leash, 1)], payments: [{ method: 'CASH', amount: 50_000 }] }), 400, undefined, ['customerId']);
      expect(debt.errors?.[0].messages).toEqual(['Chọn khách hàng để ghi nợ phần còn lại']);
      const over = await expectRefused(sell({ lines: [line(leash, 1)], payments: [{ method: 'BANK_TRANSFER', amount: 100_000 }] }, { ...as('seller'), lang: 'en' }), 400, undefined, ['payments']);
      expect(over.errors?.[0].messages).toEqual(['Transfers and cards cannot exceed the amount due']);
      await expectRefused(sell({ lines: [line(leash, 1, { discount: 90_000 })], customerId }), 400, undefined, ['lines.0.discount']);
      await expectRefused(sell({ lines: [line(leash, 1)], discountAmount: 90_000, customerId }), 400, undefined, ['discountAmount']);
    });
  });

  it('a total that changed since the cashier saw it (409 with the new total)', async () => {
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(sell({ lines: [line(leash, 1)], customerId, expectedTotal: 85_000 }), 409, `Giá của giỏ hàng vừa thay đổi, tổng mới là ${formatVnd(91_800)}. Vui lòng kiểm tra lại trước khi thanh toán.`);
    });
    expect((await sell({ lines: [line(leash, 1)], customerId, expectedTotal: 91_800 })).status).toBe(200);
  });

  it('more than is in stock (409 naming the product), another shop’s product or customer (404), another shop’s shop-Id (403)', async () => {
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(sell({ lines: [line(leash, 10_000)], customerId }), 409, /Dây dắt bán lẻ/);
      await expectRefused(sell({ lines: [{ productId: foreignProductId, unitName: 'viên', quantity: 1 }] }), 404);
      await expectRefused(sell({ lines: [line(leash, 1)], customerId: foreignCustomerId }), 404);
      await expectRefused(sell({ lines: [line(leash, 1)] }, as('owner', 'hanoi')), 403);
    });
  });
});

describe('POST /invoices — the last units, sold at once', () => {
  it('200 sales of a product with 10 in stock: exactly 10 sold, the rest 409, stock 0 and equal to its ledger', async () => {
    const last = await stocked({ name: 'Hàng cuối kho', unit: 'gói', salePrice: 10_000 }, 10);
    const answers = await Promise.all(Array.from({ length: 200 }, () => sell({ lines: [line(last, 1)], payments: [{ method: 'CASH', amount: 10_800 }] })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect((await stockOf(server.db, last.id)).stock).toBe(0);
    expect((await movementsOf(server.db, last.id)).filter((m) => m.reason === 'sale')).toHaveLength(10);
    await expectBooksBalanced(server.db);
  });
});
