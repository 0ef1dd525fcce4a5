import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashSummary, CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { Page } from '@/lib/contracts/pagination';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';
import { bookSums, expectBooksUntouched, expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, idWhere, shopDay } from '../support/books';

// The cash book (phiếu thu PT / phiếu chi PC, DESIGN §6): vouchers written by hand for expenses and
// other income, the list, and the balances of a period checked against plain SQL over
// cash_vouchers. Voiding is in cash-vouchers-void.test.ts.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const refusedRoles = () => [as('doctor'), as('seller'), as('spa'), as('owner', 'hanoi')];
const post = (body: unknown, by = asOwner()) => call<CashVoucher>(server.url, 'POST', '/cash-vouchers', { ...by, body });
const list = (query: string) => call<Page<CashVoucher>>(server.url, 'GET', `/cash-vouchers?limit=100&${query}`, asOwner());
const codes = (page: Page<CashVoucher>) => page.items.map((v) => v.code).sort();
/** The codes of Quận 1's vouchers matching a condition, by SQL. */
const codesWhere = async (where: ReturnType<typeof sql>) =>
  (await rowsOf<{ code: string }>(server.db, sql`select code from cash_vouchers where shop_id = ${shops.q1} and ${where} order by code`)).map((r) => r.code);
const localDay = sql`(created_at at time zone 'Asia/Ho_Chi_Minh')::date`;

// every voucher the console writes carries a key of its own (DESIGN §6: written once however often sent)
const expense = (patch: Record<string, unknown> = {}) => ({ type: 'PAYMENT', category: 'UTILITIES', payerType: 'OTHER', payerName: 'Công ty Điện lực Sài Gòn', amount: 1_250_000, method: 'CASH', note: 'Tiền điện tháng 11', idempotencyKey: crypto.randomUUID(), ...patch });

let foreign: ForeignBooks;
const own = { customer: '', customerName: '', supplier: '', doctor: '', owner: '' };

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  const [customer] = await rowsOf<{ id: string; name: string }>(server.db, sql`select id, name from customers where shop_id = ${shops.q1} order by name limit 1`);
  Object.assign(own, { customer: customer.id, customerName: customer.name });
  own.supplier = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Happy Paws');
  own.doctor = await idWhere(server.db, 'users', shops.q1, 'email', 'doctor@petclinic.vn');
  own.owner = await idWhere(server.db, 'users', shops.q1, 'email', 'owner@petclinic.vn');
});

describe('POST /cash-vouchers', () => {
  it('writes a PC for an expense paid to someone named on it (the accountant may)', async () => {
    const before = await bookSums(server.db);
    const res = await post(expense(), as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'PC000029', type: 'PAYMENT', category: 'UTILITIES', payerType: 'OTHER', payerId: null, payerName: 'Công ty Điện lực Sài Gòn', amount: 1_250_000, method: 'CASH' });
    expect(res.body).toMatchObject({ documentType: null, voidedAt: null, reverses: null, reversedBy: null, canVoid: true, createdBy: { name: 'Võ Thị Hạnh' } });
    expect(await bookSums(server.db)).toEqual({ ...before, payments: before.payments + 1_250_000, counters: before.counters + 1 });
  });

  it.each<[string, () => Record<string, unknown>, () => string]>([
    ['a customer', () => ({ type: 'RECEIPT', category: 'OTHER_INCOME', payerType: 'CUSTOMER', payerId: own.customer }), () => own.customerName],
    ['a supplier', () => ({ payerType: 'SUPPLIER', payerId: own.supplier, category: 'OTHER_EXPENSE' }), () => 'Nhà phân phối phụ kiện thú cưng Happy Paws'],
    ['an employee', () => ({ payerType: 'EMPLOYEE', payerId: own.doctor, category: 'SALARY', method: 'BANK_TRANSFER' }), () => 'Lê Văn Hùng'],
    ['a delivery person by name', () => ({ payerType: 'DELIVERYEE', payerName: 'Anh Sáu xe ôm', category: 'OTHER_EXPENSE' }), () => 'Anh Sáu xe ôm'],
  ])('names %s as the voucher records them then', async (_label, patch, name) => {
    const res = await post(expense({ payerName: 'Tên gõ tay', ...patch() }));
    expect(res.status).toBe(200);
    expect(res.body.payerName).toBe(name());
    expect(res.body.code).toMatch(res.body.type === 'RECEIPT' ? /^PT\d{6}$/ : /^PC\d{6}$/);
  });

  it.each([
    ['customer', 'customerId', 'RECEIPT', 'OTHER_INCOME'],
    ['supplier', 'supplierId', 'PAYMENT', 'OTHER_EXPENSE'],
    ['employee', 'employeeId', 'PAYMENT', 'SALARY'],
  ] as const)("answers 404 for another shop's %s as payer, writing nothing", (kind, key, type, category) =>
    expectBooksUntouched(server.db, async () => {
      const body = expense({ type, category, payerType: kind.toUpperCase(), payerId: foreign[key] });
      expectNothingOf(foreign, await expectRefused(post(body), 404, 'Không tìm thấy đối tượng nộp/nhận tiền'));
      // a record of the shop of another kind is no such payer either
      await expectRefused(post({ ...body, payerId: kind === 'customer' ? own.supplier : own.customer }), 404);
    }));

  it.each([
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -50_000 }, 'amount'],
    ['a fractional amount', { amount: 1000.5 }, 'amount'],
    ['an amount in words', { amount: '1 triệu' }, 'amount'],
    ['sales received by hand', { type: 'RECEIPT', category: 'SALES' }, 'category'],
    ['a debt collected by hand', { type: 'RECEIPT', category: 'DEBT_COLLECTION' }, 'category'],
    ['a purchase paid by hand', { category: 'PURCHASE' }, 'category'],
    ['a supplier debt paid by hand', { category: 'SUPPLIER_DEBT' }, 'category'],
    ['other income paid out', { category: 'OTHER_INCOME' }, 'category'],
    ['an unknown category', { category: 'GIFT' }, 'category'],
    ['an unknown type', { type: 'REFUND' }, 'type'],
    ['an unknown payer type', { payerType: 'BANK' }, 'payerType'],
    ['a customer not chosen', { payerType: 'CUSTOMER', category: 'OTHER_EXPENSE' }, 'payerId'],
    ['a malformed payer id', { payerType: 'EMPLOYEE', payerId: 'nv-01', category: 'SALARY' }, 'payerId'],
    ['no name for anyone else', { payerName: '  ' }, 'payerName'],
    ['an unknown method', { method: 'MOMO' }, 'method'],
    ['a too short idempotency key', { idempotencyKey: 'abc' }, 'idempotencyKey'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) =>
    expectBooksUntouched(server.db, async () => {
      await expectRefused(post(expense(patch)), 400, undefined, [field]);
    }));

  it('says what is wrong in the language asked', async () => {
    await expectRefused(post(expense({ amount: 0 })), 400, 'Số tiền phải là số nguyên lớn hơn 0');
    await expectRefused(call(server.url, 'POST', '/cash-vouchers', { ...asOwner(), lang: 'en', body: expense({ amount: 0 }) }), 400, 'Amount must be a whole number above 0');
    await expectRefused(post(expense({ category: 'PURCHASE' })), 400, 'Hạng mục này chỉ được ghi bởi chứng từ gốc');
  });

  it('writes one voucher for an idempotency key sent twice, even at once', async () => {
    const before = await bookSums(server.db);
    const first = await post(expense({ idempotencyKey: 'voucher-electric-1' }));
    const again = await post(expense({ idempotencyKey: 'voucher-electric-1' }));
    expect(again.body).toEqual(first.body);
    const together = await Promise.all([1, 2].map(() => post(expense({ amount: 90_000, idempotencyKey: 'voucher-water-1' }))));
    expect(together[1].body.id).toBe(together[0].body.id);
    expect(await bookSums(server.db)).toEqual({ ...before, payments: before.payments + 1_250_000 + 90_000, counters: before.counters + 2 });
  });

  it('answers 403 without FINANCIAL_RECEIPT_PAYMENTS and for a foreign shop-Id, writing nothing', () =>
    expectBooksUntouched(server.db, async () => {
      for (const by of refusedRoles()) expect((await post(expense(), by)).status).toBe(403);
    }));
});

describe('GET /cash-vouchers', () => {
  it('lists the cash book newest first, paged', async () => {
    const res = await call<Page<CashVoucher>>(server.url, 'GET', '/cash-vouchers?limit=3', as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe((await codesWhere(sql`true`)).length);
    const times = res.body.items.map((v) => v.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each([
    ['type', 'type=RECEIPT', sql`type = 'RECEIPT'`],
    ['category', 'category=SALARY', sql`category = 'SALARY'`],
    ['method', 'method=CASH', sql`method = 'CASH'`],
    ['payer type', 'payerType=EMPLOYEE', sql`payer_type = 'EMPLOYEE'`],
  ])('filters by %s', async (_label, query, where) => {
    expect(codes((await list(query)).body)).toEqual(await codesWhere(where));
  });

  it('filters by who wrote them and by days, both ends included', async () => {
    expect(codes((await list(`createdBy=${own.owner}`)).body)).toEqual(await codesWhere(sql`created_by = ${own.owner}`));
    const [from, to] = [shopDay(-20), shopDay(-8)];
    const period = await codesWhere(sql`${localDay} between ${from}::date and ${to}::date`);
    expect(period.length).toBeGreaterThan(3);
    expect(codes((await list(`from=${from}&to=${to}`)).body)).toEqual(period);
  });

  it.each([
    ['a payee without accents', 'ben thanh', ['PC000023', 'PC000024', 'PT000003']],
    ['a code', 'pc000027', ['PC000027']],
    ['the code of the document it settles', 'PN000005', ['PC000005']],
    ["the other shop's supplier", 'thu y thu do', []],
  ])('searches by %s', async (_label, search, expected) => {
    expect(codes((await list(`search=${encodeURIComponent(search)}`)).body)).toEqual(expected);
  });

  it.each([
    ['an unknown type', 'type=IN', 'type'],
    ['an unknown category', 'category=FOOD', 'category'],
    ['an unknown method', 'method=MOMO', 'method'],
    ['a malformed staff id', 'createdBy=me', 'createdBy'],
    ['a range ending before it starts', `from=${shopDay()}&to=${shopDay(-1)}`, 'to'],
  ])('rejects %s with 400 naming the field', async (_label, query, field) => {
    await expectRefused(list(query), 400, undefined, [field]);
  });

  it("answers 403 without FINANCIAL_RECEIPT_PAYMENTS and for a foreign shop-Id; never lists another shop's", async () => {
    expectNothingOf(foreign, (await list('')).body);
    for (const by of refusedRoles()) expect((await call(server.url, 'GET', '/cash-vouchers', by)).status).toBe(403);
  });
});

describe('GET /cash-vouchers/summary', () => {
  const summary = (query = '') => call<CashSummary>(server.url, 'GET', `/cash-vouchers/summary?${query}`, asOwner());
  /** Opening, in, out and closing per method, by SQL over the vouchers' days in the shop. */
  async function expected(from: string | null, to: string | null) {
    const rows = await rowsOf<{ method: string; opening: number; totalIn: number; totalOut: number }>(
      server.db,
      sql`select method,
        coalesce(sum(case when type = 'RECEIPT' then amount else -amount end) filter (where ${from}::date is not null and ${localDay} < ${from}::date), 0)::float8 as opening,
        coalesce(sum(amount) filter (where type = 'RECEIPT' and (${from}::date is null or ${localDay} >= ${from}::date) and (${to}::date is null or ${localDay} <= ${to}::date)), 0)::float8 as "totalIn",
        coalesce(sum(amount) filter (where type = 'PAYMENT' and (${from}::date is null or ${localDay} >= ${from}::date) and (${to}::date is null or ${localDay} <= ${to}::date)), 0)::float8 as "totalOut"
      from cash_vouchers where shop_id = ${shops.q1} group by method`,
    );
    const methods = ['CASH', 'BANK_TRANSFER', 'CARD'].map((method) => {
      const r = rows.find((x) => x.method === method) ?? { opening: 0, totalIn: 0, totalOut: 0 };
      return { method, opening: r.opening, totalIn: r.totalIn, totalOut: r.totalOut, closing: r.opening + r.totalIn - r.totalOut };
    });
    const sum = (k: 'opening' | 'totalIn' | 'totalOut' | 'closing') => methods.reduce((s, m) => s + m[k], 0);
    return { opening: sum('opening'), totalIn: sum('totalIn'), totalOut: sum('totalOut'), closing: sum('closing'), methods };
  }

  it('gives the balances of the whole book: what came in and went out by each method', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await expected(null, null));
    expect(res.body.methods.find((m) => m.method === 'BANK_TRANSFER')!.closing).toBeGreaterThan(0);
  });

  it.each([
    ['a closed period', -20, -8],
    ['a period up to today', -10, 0],
    ['a period from a day on', -27, null],
  ])('gives the opening, in, out and closing balances of %s', async (_label, fromDays, toDays) => {
    const [from, to] = [shopDay(fromDays), toDays === null ? null : shopDay(toDays)];
    const res = await summary(`from=${from}${to ? `&to=${to}` : ''}`);
    expect(res.body).toEqual(await expected(from, to));
    expect(res.body.opening).not.toBe(0);
  });

  it('rejects a day that does not exist or a range ending before it starts; 403 without FINANCIAL_RECEIPT_PAYMENTS', async () => {
    await expectRefused(summary('from=2026-13-01'), 400, 'Ngày không hợp lệ', ['from']);
    await expectRefused(summary(`from=${shopDay()}&to=${shopDay(-1)}`), 400, undefined, ['to']);
    for (const by of refusedRoles()) expect((await call(server.url, 'GET', '/cash-vouchers/summary', by)).status).toBe(403);
  });
});
