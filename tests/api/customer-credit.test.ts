import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@/lib/contracts/customers';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { call, type CallOptions } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, importLine, newImport, newProduct, newSupplier, vouchersOf } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { rowsOf } from '../support/fixtures';

// A customer's credit (DESIGN §6, void never edit): a void may keep what was paid as the customer's
// credit instead of giving it back; the credit is then spent as a payment — no voucher either way,
// never below zero, even when two tills spend it at once.

const { server, shops, as } = shopSuite(['seller', 'accountant', 'doctor']);
let goods: Product;
let customerId: string;
let otherCustomerId: string;

const sale = (body: Record<string, unknown>, by: CallOptions = as('seller')) =>
  call<InvoiceDetail>(server.url, 'POST', '/invoices', { ...by, body: { idempotencyKey: crypto.randomUUID(), customerId, lines: [{ productId: goods.id, unitName: 'cái', quantity: 1 }], ...body } });
const sold = async (body: Record<string, unknown>) => {
  const res = await sale(body);
  expect(res.status).toBe(200);
  return res.body;
};
const voidIt = (id: string, refund: string, by: CallOptions = as('accountant')) => call<InvoiceDetail>(server.url, 'POST', `/invoices/${id}/void`, { ...by, body: { reason: 'Khách đổi món', refund } });
const creditOf = async (id = customerId) => (await call<CustomerDetail>(server.url, 'GET', `/customers/${id}`, as('seller'))).body.credit;
const creditRows = (id = customerId) =>
  rowsOf<{ delta: number; balanceAfter: number; reason: string; documentCode: string }>(
    server.db,
    sql`select delta::float8 as delta, balance_after::float8 as "balanceAfter", reason, document_code as "documentCode" from customer_credits where customer_id = ${id} order by seq`,
  );

/** A customer of the shop holding `amount` of credit: a sale of that much, voided keeping the money. */
async function creditFor(id: string, amount: number) {
  const invoice = await sold({ customerId: id, lines: [{ productId: goods.id, unitName: 'cái', quantity: 1, unitPrice: amount }], payments: [{ method: 'CASH', amount }] });
  expect((await voidIt(invoice.id, 'CREDIT')).status).toBe(200);
}

beforeAll(async () => {
  goods = await newProduct(server, as('owner'), { name: 'Bát ăn số dư', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 100_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 200, unitCost: 50_000 })], payNow: 0, complete: true });
  const ids = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.q1} order by created_at, id limit 4`);
  [customerId, otherCustomerId] = [ids[2].id, ids[3].id];
});

describe('a void that keeps the money as credit', () => {
  it('writes no voucher: each payment comes back as credit, the customer holds it, the invoice owes and has paid nothing', async () => {
    const before = await creditOf();
    const invoice = await sold({ lines: [{ productId: goods.id, unitName: 'cái', quantity: 2 }], payments: [{ method: 'CASH', amount: 120_000 }, { method: 'BANK_TRANSFER', amount: 30_000 }] });
    const res = await voidIt(invoice.id, 'CREDIT');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: InvoiceStatus.VOIDED, paid: 0, debt: 0, voidRefund: 'CREDIT' });
    // rows of one transaction share their time: compared in any order
    expect(res.body.payments.filter((p) => p.amount < 0).map((p) => [p.method, p.amount, p.voucher])).toEqual(
      expect.arrayContaining([
        ['CASH', -120_000, null],
        ['BANK_TRANSFER', -30_000, null],
      ]),
    );
    expect(res.body.payments).toHaveLength(4);
    // only the two receipts of the sale: the money stays in the drawer and the bank, held for the customer
    expect((await vouchersOf(server.db, invoice.id)).map((v) => v.type)).toEqual(['RECEIPT', 'RECEIPT']);
    expect(await creditOf()).toBe(before + 150_000);
    const rows = (await creditRows()).slice(-2);
    expect(rows.map((r) => [r.reason, r.documentCode, r.delta]).sort()).toEqual([
      ['void', invoice.code, 120_000],
      ['void', invoice.code, 30_000],
    ]);
    expect(rows.at(-1)?.balanceAfter).toBe(before + 150_000);
    await expectBooksBalanced(server.db);
  });

  it('refuses a walk-in sale’s void into credit (no one to keep it for), and a choice that is not one, writing nothing', async () => {
    const walkIn = await sold({ customerId: undefined, payments: [{ method: 'CASH', amount: 100_000 }] });
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(voidIt(walkIn.id, 'CREDIT'), 409, 'Chỉ khách hàng có hồ sơ mới có số dư: hãy chọn khách hàng');
      await expectRefused(call(server.url, 'POST', `/invoices/${walkIn.id}/void`, { ...as('accountant'), body: { reason: 'x', refund: 'CREDIT' }, lang: 'en' }), 409, 'Only a customer on record can hold credit: choose the customer');
      await expectRefused(voidIt(walkIn.id, 'KEEP'), 400, undefined, ['refund']);
      await expectRefused(voidIt(walkIn.id, 'CREDIT', as('seller')), 403);
      await expectRefused(voidIt(walkIn.id, 'CREDIT', as('owner', 'hanoi')), 403);
    });
  });
});

describe('paying from credit', () => {
  it('spends it at the counter beside cash and on a debt later, with no voucher of its own', async () => {
    await creditFor(customerId, 80_000);
    const held = await creditOf();
    const invoice = await sold({ lines: [{ productId: goods.id, unitName: 'cái', quantity: 2 }], payments: [{ method: 'CREDIT', amount: 50_000 }, { method: 'CASH', amount: 100_000 }] });
    expect(invoice).toMatchObject({ total: 200_000, paid: 150_000, debt: 50_000, status: InvoiceStatus.PARTLY_PAID });
    expect(invoice.payments.map((p) => [p.method, p.amount, p.voucher === null]).sort()).toEqual([
      ['CASH', 100_000, false],
      ['CREDIT', 50_000, true],
    ]);
    const repaid = await call<InvoiceDetail>(server.url, 'POST', `/invoices/${invoice.id}/payments`, { ...as('seller'), body: { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CREDIT', amount: 30_000 }] } });
    expect(repaid.body).toMatchObject({ paid: 180_000, debt: 20_000 });
    expect((await vouchersOf(server.db, invoice.id)).map((v) => [v.type, v.method, v.amount])).toEqual([['RECEIPT', 'CASH', 100_000]]);
    expect(await creditOf()).toBe(held - 80_000);
    expect((await creditRows()).slice(-2).map((r) => [r.reason, r.delta])).toEqual([
      ['payment', -50_000],
      ['payment', -30_000],
    ]);
    await expectBooksBalanced(server.db);
  });

  it('gives what was paid from credit back to credit on a refunding void; the cash part by a payment voucher', async () => {
    await creditFor(customerId, 40_000);
    const held = await creditOf();
    const invoice = await sold({ payments: [{ method: 'CREDIT', amount: 40_000 }, { method: 'CASH', amount: 60_000 }] });
    expect(await creditOf()).toBe(held - 40_000);
    expect((await voidIt(invoice.id, 'REFUND')).body).toMatchObject({ status: InvoiceStatus.VOIDED, paid: 0, voidRefund: 'REFUND' });
    expect(await creditOf()).toBe(held);
    expect((await vouchersOf(server.db, invoice.id)).map((v) => [v.type, v.method, v.amount])).toEqual([
      ['PAYMENT', 'CASH', 60_000],
      ['RECEIPT', 'CASH', 60_000],
    ]);
    await expectBooksBalanced(server.db);
  });

  it('refuses, writing nothing: more than the credit, more than is due, a walk-in, a deposit, another shop’s customer', async () => {
    await creditFor(otherCustomerId, 50_000);
    const left = await creditOf(otherCustomerId);
    const [activity] = await rowsOf<{ id: string }>(server.db, sql`select id from activities where shop_id = ${shops.q1} and status in (1, 2) order by code limit 1`);
    const [foreign] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.hanoi} limit 1`);
    await expectBooksUntouched(server.db, async () => {
      const over = { customerId: otherCustomerId, payments: [{ method: 'CREDIT', amount: left + 1 }] };
      await expectRefused(sale({ ...over, lines: [{ productId: goods.id, unitName: 'cái', quantity: 10 }] }), 409, `Số dư của khách không đủ: chỉ còn ${left.toLocaleString('de-DE')} ₫`);
      await expectRefused(sale({ ...over, lines: [{ productId: goods.id, unitName: 'cái', quantity: 10 }] }, { ...as('seller'), lang: 'en' }), 409, `Not enough customer credit: only ${left.toLocaleString('en-US')} ₫ left`);
      await expectRefused(sale({ customerId: otherCustomerId, payments: [{ method: 'CREDIT', amount: 100_001 }] }), 400, undefined, ['payments']);
      await expectRefused(sale({ customerId: undefined, payments: [{ method: 'CREDIT', amount: 100_000 }] }), 409, 'Chỉ khách hàng có hồ sơ mới có số dư: hãy chọn khách hàng');
      const deposit = call(server.url, 'POST', `/activities/${activity.id}/deposits`, { ...as('seller'), body: { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CREDIT', amount: 10_000 }] } });
      await expectRefused(deposit, 400, undefined, ['payments']);
      await expectRefused(sale({ customerId: foreign.id, payments: [{ method: 'CREDIT', amount: 10_000 }] }), 404);
      await expectRefused(call(server.url, 'GET', `/customers/${otherCustomerId}`, as('owner', 'hanoi')), 403);
    });
    expect(await creditOf(otherCustomerId)).toBe(left);
  });

  it('lets only one of two tills spend the same credit at once', async () => {
    await creditFor(otherCustomerId, 100_000);
    const all = await creditOf(otherCustomerId);
    const spend = () => sale({ customerId: otherCustomerId, lines: [{ productId: goods.id, unitName: 'cái', quantity: 1, unitPrice: all }], payments: [{ method: 'CREDIT', amount: all }] });
    const answers = await Promise.all([spend(), spend(), spend()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await creditOf(otherCustomerId)).toBe(0);
    await expectBooksBalanced(server.db);
  });
});
