import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { CustomerCollection, CustomerDebtDetail, CustomerDebtPage } from '@/lib/contracts/customer-debts';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { formatVnd } from '@/lib/format';
import { call, type CallOptions, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, importLine, newImport, newProduct, newSupplier } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { rowsOf } from '../support/fixtures';

// Customer debts (DESIGN §6, issue 18): derived from issued invoices, never typed in; collecting
// takes one amount, settles the oldest invoices first with one receipt voucher.

const { server, shops, as } = shopSuite(['seller', 'accountant', 'doctor']);
let goods: Product;
const people = { anna: '', binh: '', foreign: '' };
const invoicesOf: Record<string, InvoiceDetail[]> = {};

const debts = (query = '', by: CallOptions = as('accountant')) => call<CustomerDebtPage>(server.url, 'GET', `/customer-debts?${query}`, by);
const detail = (id: string, by: CallOptions = as('accountant')) => call<CustomerDebtDetail>(server.url, 'GET', `/customer-debts/${id}`, by);
const collect = (id: string, body: Record<string, unknown>, by: CallOptions = as('accountant')) =>
  call<CustomerCollection>(server.url, 'POST', `/customer-debts/${id}/payments`, { ...by, body: { idempotencyKey: crypto.randomUUID(), ...body } });
const sale = (customerId: string, quantity: number, paid: number) =>
  created<InvoiceDetail>(
    server.url,
    '/invoices',
    { idempotencyKey: crypto.randomUUID(), customerId, lines: [{ productId: goods.id, unitName: 'cái', quantity }], payments: paid ? [{ method: 'CASH', amount: paid }] : [] },
    as('seller'),
  );

beforeAll(async () => {
  goods = await newProduct(server, as('owner'), { name: 'Áo công nợ', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 100_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 100 })], payNow: 0, complete: true });
  const made = async (name: string, phone: string) => (await created<{ id: string }>(server.url, '/customers', { name, phone }, as('owner'))).id;
  people.anna = await made('Trần Thị Công Nợ', '0912000111');
  people.binh = await made('Lê Văn Nợ Ít', '0912000222');
  [{ id: people.foreign }] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.hanoi} limit 1`);
  invoicesOf.anna = [await sale(people.anna, 3, 100_000), await sale(people.anna, 2, 0)];
  invoicesOf.binh = [await sale(people.binh, 1, 50_000)];
  // the first is 40 days old
  await server.db.execute(sql`update invoices set created_at = now() - interval '40 days' where id = ${invoicesOf.anna[0].id}`);
});

describe('GET /customer-debts', () => {
  it('lists who owes, most first, each debt the sum of their invoices’ debts, aged', async () => {
    const res = await debts('search=no');
    expect(res.status).toBe(200);
    expect(res.body.items.map((d) => [d.customer.name, d.debt, d.openInvoices])).toEqual([
      ['Trần Thị Công Nợ', 400_000, 2],
      ['Lê Văn Nợ Ít', 50_000, 1],
    ]);
    expect(res.body.items[0].ages).toEqual({ upTo30: 200_000, upTo60: 200_000, upTo90: 0, over90: 0 });
    expect(res.body).toMatchObject({ totalDebt: 450_000, ages: { upTo30: 250_000, upTo60: 200_000 } });
    const all = await debts('owing=false&search=0912000');
    expect(all.body.total).toBe(2);
  });

  it('finds by phone and sorts by the oldest unpaid invoice; refuses bad queries and another shop', async () => {
    expect((await debts('search=0912000222')).body.items.map((d) => d.id)).toEqual([people.binh]);
    expect((await debts('search=no&sort=oldest:asc')).body.items.map((d) => d.id)).toEqual([people.anna, people.binh]);
    await expectRefused(debts('sort=phone'), 400);
    await expectRefused(debts('limit=0'), 400);
    await expectRefused(debts('', as('owner', 'hanoi')), 403);
    await expectRefused(debts('', as('doctor')), 403);
  });
});

describe('POST /customer-debts/{id}/payments', () => {
  it('settles the oldest invoices first with one receipt voucher; the detail shows what is left', async () => {
    const res = await collect(people.anna, { amount: 250_000, method: 'BANK_TRANSFER', note: 'Chuyển khoản trả nợ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 250_000, method: 'BANK_TRANSFER', code: expect.stringMatching(/^PT\d{6}$/) });
    expect(res.body.settled).toEqual([
      { invoiceId: invoicesOf.anna[0].id, code: invoicesOf.anna[0].code, amount: 200_000 },
      { invoiceId: invoicesOf.anna[1].id, code: invoicesOf.anna[1].code, amount: 50_000 },
    ]);
    const after = await detail(people.anna);
    expect(after.body).toMatchObject({ debt: 150_000, openInvoices: 1, invoices: [{ id: invoicesOf.anna[1].id, debt: 150_000 }] });
    expect(after.body.collections.map((c) => c.voucherId)).toEqual([res.body.voucherId]);
    const paid = await call<InvoiceDetail>(server.url, 'GET', `/invoices/${invoicesOf.anna[0].id}`, as('accountant'));
    expect(paid.body).toMatchObject({ status: InvoiceStatus.PAID, debt: 0 });
    const [voucher] = await rowsOf<{ category: string; payer: string }>(server.db, sql`select category, payer_name as payer from cash_vouchers where id = ${res.body.voucherId}`);
    expect(voucher).toEqual({ category: 'DEBT_COLLECTION', payer: 'Trần Thị Công Nợ' });
    await expectBooksBalanced(server.db);
  });

  it('collects once for one key, sent twice at once', async () => {
    const body = { amount: 10_000, method: 'CASH', idempotencyKey: crypto.randomUUID() };
    const [a, b] = await Promise.all([collect(people.binh, body), collect(people.binh, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.voucherId).toBe(b.body.voucherId);
    expect((await detail(people.binh)).body.debt).toBe(40_000);
  });

  it('refuses, writing nothing: more than owed, nothing owed, bad amounts, another shop’s customer, a doctor', async () => {
    const { id: nobody } = await created<{ id: string }>(server.url, '/customers', { name: 'Khách không nợ', phone: '0912000333' }, as('owner'));
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(collect(people.binh, { amount: 40_001 }), 400, `Số tiền vượt quá công nợ của khách (${formatVnd(40_000)})`);
      await expectRefused(collect(nobody, { amount: 1 }), 400, undefined, ['amount']);
      await expectRefused(collect(people.binh, { amount: -1 }), 400, undefined, ['amount']);
      await expectRefused(collect(people.binh, { amount: 1.5 }), 400, undefined, ['amount']);
      await expectRefused(collect(people.binh, { amount: 1, method: 'GOLD' }), 400, undefined, ['method']);
      await expectRefused(collect(people.foreign, { amount: 1 }), 404);
      await expectRefused(collect(people.binh, { amount: 1 }, as('doctor')), 403);
      await expectRefused(collect(people.binh, { amount: 1 }, as('owner', 'hanoi')), 403);
    });
    await expectRefused(detail(people.foreign), 404);
  });
});

describe('GET /customer-debts/receipts/{id}', () => {
  it('answers a collection’s receipt to whoever collects, the seller too, for its print', async () => {
    const collected = await collect(people.binh, { amount: 5_000, note: 'Thu nợ tại quầy' }, as('seller'));
    const res = await call<CashVoucher>(server.url, 'GET', `/customer-debts/receipts/${collected.body.voucherId}`, as('seller'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: collected.body.voucherId, code: collected.body.code, type: 'RECEIPT', category: 'DEBT_COLLECTION', payerName: 'Lê Văn Nợ Ít', amount: 5_000, note: 'Thu nợ tại quầy' });
  });

  it('refuses another kind of voucher, another shop’s, a bad id and a doctor', async () => {
    const [sale] = await rowsOf<{ id: string }>(server.db, sql`select id from cash_vouchers where shop_id = ${shops.q1} and category <> 'DEBT_COLLECTION' limit 1`);
    const [foreign] = await rowsOf<{ id: string }>(server.db, sql`select id from cash_vouchers where shop_id = ${shops.hanoi} limit 1`);
    const [own] = await rowsOf<{ id: string }>(server.db, sql`select id from cash_vouchers where shop_id = ${shops.q1} and category = 'DEBT_COLLECTION' limit 1`);
    const receipt = (id: string, by: CallOptions = as('accountant')) => call<CashVoucher>(server.url, 'GET', `/customer-debts/receipts/${id}`, by);
    await expectRefused(receipt(sale.id), 404, 'Không tìm thấy phiếu thu/chi');
    await expectRefused(receipt(foreign.id), 404);
    await expectRefused(receipt('not-a-uuid'), 400);
    await expectRefused(receipt(own.id, as('doctor')), 403);
    await expectRefused(receipt(own.id, as('owner', 'hanoi')), 403);
  });
});
