import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDeposits, ActivityInvoiceQuote } from '@/lib/contracts/invoice-actions';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { ProductGroup } from '@/lib/enums/products';
import { activityApi, demoPet, type PetOf, serviceId } from '../support/activities';
import { call, type CallOptions } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused, importLine, newImport, newProduct, newSupplier, vouchersOf } from '../support/books';
import { expectBooksBalanced } from '../support/books-invariants';
import { rowsOf } from '../support/fixtures';

// A completed activity's invoice (issue 18, DESIGN §6): deposits taken while it was open settled
// first, VAT per line by the healthcare key (goods for sale by the sale key, off in the demo: KCT),
// the goods' cost as they left with the activity and no stock moved again, one standing invoice per
// activity; a canceled activity gives its deposits back.

const { server, shops, as } = shopSuite(['seller', 'doctor', 'accountant']);
const api = activityApi(server);
let pet: PetOf;
let exam: string;
let pills: Product;
let food: Product;

const deposit = (id: string, payments: unknown[], by: CallOptions = as('seller'), idempotencyKey: string = crypto.randomUUID()) =>
  call<ActivityDeposits>(server.url, 'POST', `/activities/${id}/deposits`, { ...by, body: { payments, idempotencyKey } });
const invoice = (id: string, body: Record<string, unknown> = {}, by: CallOptions = as('seller')) =>
  call<InvoiceDetail>(server.url, 'POST', `/activities/${id}/invoice`, { ...by, body: { idempotencyKey: crypto.randomUUID(), ...body } });
const visit = (status: ActivityStatus) =>
  api.visitIn(
    as('doctor'),
    {
      type: InvoiceType.HEALTHCARE,
      customerId: pet.customerId,
      petId: pet.petId,
      services: [{ serviceId: exam, price: 200_000 }],
      products: [
        { productId: pills.id, unitName: 'viên', quantity: 10, price: 3_000 },
        { productId: food.id, unitName: 'gói', quantity: 2, price: 50_000 },
      ],
    },
    status,
  );

beforeAll(async () => {
  pet = await demoPet(server.db, shops.q1);
  exam = await serviceId(server.db, shops.q1, 'Khám tổng quát');
  pills = await newProduct(server, as('owner'), { name: 'Thuốc hóa đơn', group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 3_000 });
  food = await newProduct(server, as('owner'), { name: 'Hạt hóa đơn', group: ProductGroup.SALE_GOODS, unit: 'gói', salePrice: 50_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(pills.id, { quantity: 500, unitCost: 1_000 }), importLine(food.id, { unitName: 'gói', quantity: 100, unitCost: 30_000 })], payNow: 0, complete: true });
});

describe('POST /activities/{id}/invoice', () => {
  it('settles the deposit first, takes the rest with change, VAT by line, goods at the cost they left with', async () => {
    const open = await visit(ActivityStatus.IN_PROGRESS);
    const held = await deposit(open.id, [{ method: 'BANK_TRANSFER', amount: 100_000 }]);
    expect(held.body).toMatchObject({ deposited: 100_000, deposits: [{ amount: 100_000, method: 'BANK_TRANSFER' }] });
    const done = await api.move(as('doctor'), open, 'complete');
    const stockRows = await rowsOf(server.db, sql`select id from stock_movements`);
    const quote = await call<ActivityInvoiceQuote>(server.url, 'POST', `/activities/${open.id}/invoice/quote`, { ...as('seller'), body: {} });
    expect(quote.body).toMatchObject({ subtotal: 330_000, vat: 18_400, total: 348_400, deposited: 100_000, due: 248_400, promotion: null, invoice: null });
    expect(quote.body.lines.map((l) => l.vatPercent)).toEqual([8, 8, null]);
    const res = await invoice(done.body.id, { payments: [{ method: 'CASH', amount: 300_000 }] });
    expect(res.status).toBe(200);
    // 200 000 + 30 000 at 8 % (healthcare) + 100 000 of goods for sale, KCT: VAT 18 400
    expect(res.body.lines.map((l) => [l.kind, l.name, l.amount, l.vatPercent, l.vat])).toEqual([
      ['service', 'Khám tổng quát', 200_000, 8, 16_000],
      ['product', 'Thuốc hóa đơn', 30_000, 8, 2_400],
      ['product', 'Hạt hóa đơn', 100_000, null, 0],
    ]);
    expect(res.body).toMatchObject({ kind: InvoiceType.HEALTHCARE, activity: { id: open.id }, total: 348_400, paid: 348_400, changeGiven: 51_600, status: InvoiceStatus.PAID });
    expect(res.body.payments.map((p) => [p.type, p.method, p.amount])).toEqual([
      [InvoicePaymentType.PRE_PAY, 'BANK_TRANSFER', 100_000],
      [InvoicePaymentType.CHECKOUT, 'CASH', 248_400],
    ]);
    expect((await vouchersOf(server.db, res.body.id)).map((v) => [v.category, v.amount])).toEqual([['SALES', 248_400]]);
    // the goods left with the activity: the invoice records their cost and moves nothing
    expect(await rowsOf(server.db, sql`select id from stock_movements`)).toHaveLength(stockRows.length);
    const costs = await rowsOf<{ cost: number }>(server.db, sql`select cost::float8 as cost from invoice_lines where invoice_id = ${res.body.id} order by position`);
    expect(costs.map((c) => c.cost)).toEqual([0, 10_000, 60_000]);
    expect((await call<ActivityDeposits>(server.url, 'GET', `/activities/${open.id}/deposits`, as('seller'))).body.deposited).toBe(0);
    await expectBooksBalanced(server.db);
  });

  it('issues one invoice per activity, even when two desks issue at once; voided, it may be invoiced again', async () => {
    const done = await visit(ActivityStatus.COMPLETED);
    const [a, b] = await Promise.all([invoice(done.id), invoice(done.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const first = a.status === 200 ? a.body : b.body;
    await expectRefused(invoice(done.id), 409, `Hoạt động này đã có hóa đơn ${first.code}`);
    // the payment panel learns it from the quote, and offers the invoice's prints instead
    const quoted = await call<ActivityInvoiceQuote>(server.url, 'POST', `/activities/${done.id}/invoice/quote`, { ...as('seller'), body: {} });
    expect(quoted.body.invoice).toEqual({ id: first.id, code: first.code });
    expect((await call(server.url, 'POST', `/invoices/${first.id}/void`, { ...as('accountant'), body: { reason: 'Tính nhầm giá' } })).status).toBe(200);
    const again = await invoice(done.id);
    expect(again.body).toMatchObject({ status: InvoiceStatus.ISSUED, debt: 348_400, customer: { id: pet.customerId } });
    await expectBooksBalanced(server.db);
  });

  it('gives back what was deposited beyond the total', async () => {
    const open = await visit(ActivityStatus.IN_PROGRESS);
    await deposit(open.id, [{ method: 'CASH', amount: 400_000 }]);
    const done = await api.move(as('doctor'), open, 'complete');
    const res = await invoice(done.body.id);
    expect(res.body).toMatchObject({ total: 348_400, paid: 348_400, status: InvoiceStatus.PAID });
    const [refund] = await rowsOf<{ type: string; category: string; amount: number }>(server.db, sql`select type, category, amount::float8 as amount from cash_vouchers where document_id = ${open.id} order by code limit 1`);
    expect(refund).toEqual({ type: 'PAYMENT', category: 'DEPOSIT', amount: 51_600 });
    await expectBooksBalanced(server.db);
  });

  it('refuses, writing nothing: an activity not completed, over-paying by transfer, another shop’s', async () => {
    const open = await visit(ActivityStatus.IN_PROGRESS);
    const done = await visit(ActivityStatus.COMPLETED);
    const [{ id: foreign }] = await rowsOf<{ id: string }>(server.db, sql`select id from activities where shop_id = ${shops.hanoi} limit 1`);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(invoice(open.id), 409, 'Hoạt động chưa hoàn thành nên chưa thể thanh toán');
      await expectRefused(call(server.url, 'POST', `/activities/${open.id}/invoice/quote`, { ...as('seller'), body: {} }), 409);
      await expectRefused(call(server.url, 'POST', `/activities/${done.id}/invoice/quote`, { ...as('seller'), body: { discountAmount: 1, discountPercent: 1 } }), 400, undefined, ['discountPercent']);
      await expectRefused(call(server.url, 'POST', `/activities/${foreign}/invoice/quote`, { ...as('seller'), body: {} }), 404);
      await expectRefused(invoice(done.id, { payments: [{ method: 'CARD', amount: 348_401 }] }), 400, undefined, ['payments']);
      await expectRefused(invoice(done.id, { discountAmount: 500_000 }), 400, undefined, ['discountAmount']);
      await expectRefused(invoice(done.id, { discountPercent: 20 }), 400, undefined, ['discountReason']);
      await expectRefused(invoice(done.id, { expectedTotal: 1 }), 409);
      await expectRefused(invoice(foreign), 404);
      await expectRefused(invoice(done.id, {}, as('owner', 'hanoi')), 403);
    });
  });
});

describe('POST /activities/{id}/deposits', () => {
  it('takes a deposit once per key; a canceled activity gives its deposits back and a pending one with a deposit is not deleted', async () => {
    const waiting = await visit(ActivityStatus.WAITING);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([deposit(waiting.id, [{ method: 'CASH', amount: 50_000 }], as('seller'), key), deposit(waiting.id, [{ method: 'CASH', amount: 50_000 }], as('seller'), key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await vouchersOf(server.db, waiting.id)).map((v) => [v.type, v.category, v.amount])).toEqual([['RECEIPT', 'DEPOSIT', 50_000]]);
    await expectRefused(call(server.url, 'DELETE', `/activities/${waiting.id}`, { ...as('seller'), body: { version: waiting.version } }), 409);
    const canceled = await api.move(as('doctor'), await api.get(as('doctor'), waiting.id), 'cancel', 'Khách về');
    expect(canceled.status).toBe(200);
    expect((await vouchersOf(server.db, waiting.id)).map((v) => [v.type, v.amount])).toEqual([
      ['PAYMENT', 50_000],
      ['RECEIPT', 50_000],
    ]);
    await expectBooksBalanced(server.db);
  });

  it('refuses, writing nothing: a canceled or invoiced activity, no payment, another shop’s', async () => {
    const canceled = await visit(ActivityStatus.CANCELED);
    const done = await visit(ActivityStatus.COMPLETED);
    const issued = await invoice(done.id);
    expect(issued.status).toBe(200);
    const [{ id: foreign }] = await rowsOf<{ id: string }>(server.db, sql`select id from activities where shop_id = ${shops.hanoi} limit 1`);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(deposit(canceled.id, [{ method: 'CASH', amount: 1 }]), 409);
      await expectRefused(deposit(done.id, [{ method: 'CASH', amount: 1 }]), 409, `Hoạt động này đã có hóa đơn ${issued.body.code}`);
      await expectRefused(deposit(done.id, []), 400, undefined, ['payments']);
      await expectRefused(deposit(foreign, [{ method: 'CASH', amount: 1 }]), 404);
      await expectRefused(deposit(done.id, [{ method: 'CASH', amount: 1 }], as('owner', 'hanoi')), 403);
    });
  });
});
