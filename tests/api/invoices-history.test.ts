import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoicePage } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectRefused, importLine, newImport, newProduct, newSupplier, saleOf, shopDay } from '../support/books';
import { rowsOf } from '../support/fixtures';

// GET /invoices and /invoices/{id} (issue 18): the sales history — every invoice of the shop by
// period, kind, status, staff, customer and method, found by code or customer, with the sums of
// all it holds; another shop's invoices are nowhere.

const { server, shops, as } = shopSuite(['seller', 'accountant', 'doctor']);
const list = (query = '', by = as('accountant')) => call<InvoicePage>(server.url, 'GET', `/invoices?${query}`, by);
let goods: Product;
let customer: { id: string; name: string; phone: string };
const sold: Record<'walkIn' | 'owing' | 'byTransfer', InvoiceDetail> = {} as never;
let foreignInvoiceId: string;

const sale = (body: Record<string, unknown>, by = as('seller')) => created<InvoiceDetail>(server.url, '/invoices', { idempotencyKey: crypto.randomUUID(), lines: [{ productId: goods.id, unitName: 'cái', quantity: 1 }], ...body }, by);

beforeAll(async () => {
  goods = await newProduct(server, as('owner'), { name: 'Đồ chơi lịch sử bán', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 50_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 20 })], payNow: 0, complete: true });
  // a customer of this file's own, so the demo's invoices stay out of the filtered lists
  customer = await created(server.url, '/customers', { name: 'Khách lịch sử bán hàng', phone: '0913555777' }, as('owner'));
  sold.walkIn = await sale({ payments: [{ method: 'CASH', amount: 50_000 }] });
  sold.owing = await sale({ customerId: customer.id, payments: [{ method: 'CASH', amount: 20_000 }] }, as('owner'));
  sold.byTransfer = await sale({ customerId: customer.id, payments: [{ method: 'BANK_TRANSFER', amount: sold.walkIn.total }] });
  foreignInvoiceId = (await saleOf(server, as('other', 'hanoi'))).id;
});

describe('GET /invoices', () => {
  it('lists the shop’s invoices newest first, with the sums of all the filters hold', async () => {
    const res = await list('limit=2');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.id)).toEqual([sold.byTransfer.id, sold.owing.id]);
    const [sums] = await rowsOf<{ n: number; total: number; paid: number; debt: number }>(
      server.db,
      sql`select count(*)::int as n, sum(total)::float8 as total, sum(paid)::float8 as paid, sum(debt)::float8 as debt from invoices where shop_id = ${shops.q1}`,
    );
    expect(res.body).toMatchObject({ total: sums.n, sums: { total: sums.total, paid: sums.paid, debt: sums.debt } });
    expect(JSON.stringify(res.body)).not.toContain(foreignInvoiceId);
  });

  it.each([
    ['status', () => `status=${InvoiceStatus.PARTLY_PAID}&customerId=${customer.id}`, () => [sold.owing.id]],
    ['customer', () => `customerId=${customer.id}`, () => [sold.byTransfer.id, sold.owing.id]],
    ['payment method', () => `method=BANK_TRANSFER&customerId=${customer.id}`, () => [sold.byTransfer.id]],
    ['code', () => `search=${sold.walkIn.code.toLowerCase()}`, () => [sold.walkIn.id]],
    ['customer’s phone', () => `search=${customer.phone}&kind=6`, () => [sold.byTransfer.id, sold.owing.id]],
  ])('filters by %s', async (_label, query, expected) => {
    const res = await list(query());
    expect(res.body.items.map((i) => i.id)).toEqual(expected());
  });

  it('filters by staff and by the shop’s days; sums a filtered set', async () => {
    const [{ id: owner }] = await rowsOf<{ id: string }>(server.db, sql`select id from users where email = 'owner@petclinic.vn'`);
    const mine = await list(`createdBy=${owner}&from=${shopDay()}&to=${shopDay()}`);
    expect(mine.body.items.map((i) => i.id)).toEqual([sold.owing.id]);
    expect(mine.body.sums).toEqual({ total: sold.owing.total, paid: 20_000, debt: sold.owing.total - 20_000 });
    expect((await list(`from=${shopDay(1)}`)).body).toMatchObject({ items: [], total: 0, sums: { total: 0, paid: 0, debt: 0 } });
  });

  it.each([
    ['a day that is not one', 'from=2026-02-30'],
    ['a range ending before it starts', `from=${shopDay()}&to=${shopDay(-1)}`],
    ['an unknown status', 'status=9'],
    ['an unknown method', 'method=GOLD'],
    ['a malformed customer', 'customerId=abc'],
    ['a page too large', 'limit=500'],
  ])('refuses %s (400)', async (_label, query) => {
    await expectRefused(list(query), 400);
  });

  it('refuses another shop’s shop-Id (403)', async () => {
    await expectRefused(list('', as('owner', 'hanoi')), 403);
  });
});

describe('GET /invoices/{id}', () => {
  it('shows an invoice to every role of the history, with its payments and their vouchers', async () => {
    const res = await call<InvoiceDetail>(server.url, 'GET', `/invoices/${sold.owing.id}`, as('doctor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: sold.owing.code, customer: { id: customer.id, name: customer.name }, createdBy: { name: expect.any(String) }, payments: [{ amount: 20_000, method: 'CASH', voucher: { code: expect.stringMatching(/^PT\d{6}$/) } }] });
  });

  it('another shop’s invoice is not found (404) and shows nothing; a malformed id is 400', async () => {
    const res = await call(server.url, 'GET', `/invoices/${foreignInvoiceId}`, as('owner'));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(foreignInvoiceId);
    await expectRefused(call(server.url, 'GET', '/invoices/not-an-id', as('owner')), 400);
  });
});
