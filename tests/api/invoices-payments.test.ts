import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { call, type CallOptions, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, importLine, movementsOf, newImport, newProduct, newSupplier, saleOf, stockOf, vouchersOf } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { rowsOf } from '../support/fixtures';

// After the counter (issue 18, DESIGN §6): money taken on what an invoice still owes ("Hoàn nợ"),
// once per idempotency key, and the void — goods back, payments given back, nothing owed, the
// invoice kept with who voided it and why.

const { server, shops, as } = shopSuite(['seller', 'accountant', 'doctor']);
let goods: Product;
let customerId: string;

const owing = (paid = 0) =>
  created<InvoiceDetail>(
    server.url,
    '/invoices',
    { idempotencyKey: crypto.randomUUID(), customerId, lines: [{ productId: goods.id, unitName: 'cái', quantity: 2 }], payments: paid ? [{ method: 'CASH', amount: paid }] : [] },
    as('seller'),
  );
const pay = (id: string, body: Record<string, unknown>, by: CallOptions = as('seller')) =>
  call<InvoiceDetail>(server.url, 'POST', `/invoices/${id}/payments`, { ...by, body: { idempotencyKey: crypto.randomUUID(), ...body } });
const voidIt = (id: string, body: Record<string, unknown> = { reason: 'Khách trả hàng' }, by: CallOptions = as('accountant')) =>
  call<InvoiceDetail>(server.url, 'POST', `/invoices/${id}/void`, { ...by, body });

beforeAll(async () => {
  goods = await newProduct(server, as('owner'), { name: 'Nệm thanh toán sau', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 100_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 100, unitCost: 60_000 })], payNow: 0, complete: true });
  [{ id: customerId }] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.q1} order by created_at limit 1`);
});

describe('POST /invoices/{id}/payments', () => {
  it('takes part, then the rest with change for cash; each part a receipt of debt collection', async () => {
    const invoice = await owing(50_000);
    const part = await pay(invoice.id, { payments: [{ method: 'BANK_TRANSFER', amount: 100_000 }] });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: InvoiceStatus.PARTLY_PAID, paid: 150_000, debt: 50_000 });
    const restBody = { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CASH', amount: 60_000 }] };
    const rest = await pay(invoice.id, restBody);
    expect(rest.body).toMatchObject({ status: InvoiceStatus.PAID, paid: 200_000, debt: 0, changeGiven: 10_000 });
    // sent again (a retry after a lost answer), it pays nothing more and tells the same change
    expect((await pay(invoice.id, restBody)).body).toMatchObject({ paid: 200_000, changeGiven: 10_000 });
    expect(rest.body.payments.map((p) => [p.type, p.method, p.amount])).toEqual([
      [0, 'CASH', 50_000],
      [2, 'BANK_TRANSFER', 100_000],
      [2, 'CASH', 50_000],
    ]);
    expect((await vouchersOf(server.db, invoice.id)).map((v) => [v.category, v.amount])).toEqual([
      ['SALES', 50_000],
      ['DEBT_COLLECTION', 100_000],
      ['DEBT_COLLECTION', 50_000],
    ]);
    await expectBooksBalanced(server.db);
  });

  it('pays once for one key, sent twice at once or again later; the key on another invoice is a conflict', async () => {
    const invoice = await owing();
    const body = { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CASH', amount: 30_000 }] };
    const answers = await Promise.all([pay(invoice.id, body), pay(invoice.id, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await pay(invoice.id, body)).body).toMatchObject({ paid: 30_000 });
    await expectRefused(pay((await owing()).id, body), 409);
    expect(await vouchersOf(server.db, invoice.id)).toHaveLength(1);
  });

  it('refuses a key that already made another document of the books — a sale, a collection, a voucher — writing nothing', async () => {
    const invoice = await owing();
    const sale = { idempotencyKey: crypto.randomUUID(), lines: [{ productId: goods.id, unitName: 'cái', quantity: 1 }], payments: [{ method: 'CASH', amount: 100_000 }] };
    expect((await call(server.url, 'POST', '/invoices', { ...as('seller'), body: sale })).status).toBe(200);
    const collection = { idempotencyKey: crypto.randomUUID(), amount: 10_000, method: 'CASH' };
    expect((await call(server.url, 'POST', `/customer-debts/${customerId}/payments`, { ...as('accountant'), body: collection })).status).toBe(200);
    const paid = { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CASH', amount: 10_000 }] };
    expect((await pay(invoice.id, paid)).status).toBe(200);
    await expectBooksUntouched(server.db, async () => {
      for (const idempotencyKey of [sale.idempotencyKey, collection.idempotencyKey]) {
        await expectRefused(pay(invoice.id, { idempotencyKey, payments: [{ method: 'CASH', amount: 10_000 }] }), 409, 'Mã chống trùng này đã dùng cho một khoản thanh toán khác');
      }
      await expectRefused(call(server.url, 'POST', '/invoices', { ...as('seller'), body: { ...sale, idempotencyKey: paid.idempotencyKey } }), 409);
      await expectRefused(call(server.url, 'POST', `/customer-debts/${customerId}/payments`, { ...as('accountant'), body: { ...collection, idempotencyKey: paid.idempotencyKey } }), 409);
      await expectRefused(call(server.url, 'POST', '/cash-vouchers', { ...as('owner'), body: { type: 'PAYMENT', category: 'OTHER_EXPENSE', payerType: 'OTHER', payerName: 'Chợ', amount: 1_000, method: 'CASH', idempotencyKey: sale.idempotencyKey } }), 409);
    });
  });

  it('refuses, writing nothing: a transfer over the debt, no payment, a paid or voided invoice, another shop’s', async () => {
    const invoice = await owing();
    const paid = await owing(200_000);
    const voided = await owing();
    expect((await voidIt(voided.id)).status).toBe(200);
    const { id: foreign } = await saleOf(server, as('other', 'hanoi'));
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(pay(invoice.id, { payments: [{ method: 'CARD', amount: 200_001 }] }), 400, undefined, ['payments']);
      await expectRefused(pay(invoice.id, { payments: [] }), 400, undefined, ['payments']);
      await expectRefused(pay(invoice.id, { payments: [{ method: 'CASH', amount: 0 }] }), 400, undefined, ['payments.0.amount']);
      await expectRefused(pay(paid.id, { payments: [{ method: 'CASH', amount: 1 }] }), 409, 'Hóa đơn này không còn nợ');
      await expectRefused(pay(voided.id, { payments: [{ method: 'CASH', amount: 1 }] }), 409);
      await expectRefused(pay(foreign, { payments: [{ method: 'CASH', amount: 1 }] }), 404);
      await expectRefused(pay(invoice.id, { payments: [{ method: 'CASH', amount: 1 }] }, as('owner', 'hanoi')), 403);
    });
  });
});

describe('POST /invoices/{id}/void', () => {
  it('gives the goods back and every payment back by a payment voucher; it owes nothing and stays, struck through', async () => {
    const invoice = await owing(120_000);
    await pay(invoice.id, { payments: [{ method: 'BANK_TRANSFER', amount: 30_000 }] });
    const stock = (await stockOf(server.db, goods.id)).stock;
    const res = await voidIt(invoice.id, { reason: 'Khách đổi ý' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: InvoiceStatus.VOIDED, paid: 0, debt: 0, voidReason: 'Khách đổi ý', voidRefund: 'REFUND', voidedBy: { name: expect.any(String) }, voidedAt: expect.any(String) });
    expect((await stockOf(server.db, goods.id)).stock).toBe(stock + 2);
    expect((await movementsOf(server.db, goods.id)).at(-1)).toMatchObject({ reason: 'void', delta: 2, documentCode: invoice.code });
    expect((await vouchersOf(server.db, invoice.id)).map((v) => [v.type, v.category, v.method, v.amount])).toEqual([
      ['PAYMENT', 'SALES', 'CASH', 120_000],
      ['PAYMENT', 'DEBT_COLLECTION', 'BANK_TRANSFER', 30_000],
      ['RECEIPT', 'SALES', 'CASH', 120_000],
      ['RECEIPT', 'DEBT_COLLECTION', 'BANK_TRANSFER', 30_000],
    ]);
    const listed = await call<{ items: Array<{ id: string; status: number }> }>(server.url, 'GET', `/invoices?status=${InvoiceStatus.VOIDED}`, as('accountant'));
    expect(listed.body.items.map((i) => i.id)).toContain(invoice.id);
    await expectBooksBalanced(server.db);
  });

  it('refuses, writing nothing: twice, without a reason, at the counter or by a doctor, another shop’s shop-Id', async () => {
    const invoice = await owing();
    const voided = await owing();
    await voidIt(voided.id);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(voidIt(voided.id), 409, 'Chứng từ này đã bị hủy trước đó');
      await expectRefused(voidIt(invoice.id, { reason: '  ' }), 400, undefined, ['reason']);
      await expectRefused(voidIt(invoice.id, { reason: 'x'.repeat(501) }), 400, undefined, ['reason']);
      await expectRefused(voidIt(invoice.id, { reason: 'Nhầm', refund: 'GOLD' }), 400, undefined, ['refund']);
      await expectRefused(voidIt(invoice.id, undefined, as('seller')), 403);
      await expectRefused(voidIt(invoice.id, undefined, as('doctor')), 403);
      await expectRefused(voidIt(invoice.id, undefined, as('owner', 'hanoi')), 403);
      await expectRefused(voidIt(crypto.randomUUID()), 404);
    });
  });
});
