import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupplierDebtDetail, SupplierDebtSummary, SupplierPayment } from '@/lib/contracts/supplier-debts';
import { DocumentKind, documentCode } from '@/lib/enums/documents';
import { formatVnd } from '@/lib/format';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';
import { bookSums, expectBooksUntouched, expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, idWhere, importLine, lastNumber, newImport, newProduct, newSupplier } from '../support/books';

// Supplier debts (DESIGN §6): derived from completed imports, never typed in; a payment settles the
// oldest imports first with one payment voucher. Quận 1's demo owes Happy Paws (3 imports), Sài Gòn
// Vet (2, half paid 8 days ago) and Minh Long Medical (2).

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
type DebtPage = { items: Array<SupplierDebtSummary & { id: string }>; total: number; totalDebt: number };
const debts = (query = '') => call<DebtPage>(server.url, 'GET', `/supplier-debts?${query}`, asOwner());
const detail = (id: string) => call<SupplierDebtDetail>(server.url, 'GET', `/supplier-debts/${id}`, asOwner());
// each payment the console sends carries its own key (DESIGN §6)
const pay = (id: string, body: object, by = asOwner()) => call<SupplierPayment>(server.url, 'POST', `/supplier-debts/${id}/payments`, { ...by, body: { idempotencyKey: crypto.randomUUID(), ...body } });

let foreign: ForeignBooks;
const demo = { happyPaws: '', saigonVet: '', minhLong: '', phuongNam: '' };

/** What the shop owes each supplier, straight from the imports. */
const owedInSql = async () =>
  new Map(
    (await rowsOf<{ id: string; debt: number }>(server.db, sql`select supplier_id as id, sum(total - paid)::float8 as debt from product_imports where shop_id = ${shops.q1} and status = 1 group by 1 having sum(total - paid) > 0`)).map((r) => [r.id, r.debt]),
  );

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  demo.happyPaws = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Happy Paws');
  demo.saigonVet = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Sài Gòn Vet');
  demo.minhLong = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Minh Long Medical');
  demo.phuongNam = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Phương Nam Pet Food');
});

describe('GET /supplier-debts', () => {
  it('lists the suppliers owed, most owed first, each debt derived from their completed imports', async () => {
    const res = await debts();
    expect(res.status).toBe(200);
    expect(res.body.items.map((d) => d.id)).toEqual([demo.happyPaws, demo.saigonVet, demo.minhLong]);
    const owed = await owedInSql();
    expect(res.body.items.map((d) => d.debt)).toEqual(res.body.items.map((d) => owed.get(d.id)));
    expect(res.body.totalDebt).toBe([...owed.values()].reduce((s, d) => s + d, 0));
    expect(res.body.items.map((d) => d.openImports)).toEqual([3, 2, 2]);
  });

  it('counts completed imports only: a draft or a voided import owes nothing', async () => {
    const supplier = await newSupplier(server, asOwner(), { name: 'Công ty Thức ăn Thú cưng Bình Dương', alias: 'Bình Dương Pet' });
    const product = await newProduct(server, asOwner());
    const line = (unitCost: number) => [importLine(product.id, { quantity: 10, unitCost })];
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: line(30_000), payNow: 100_000, complete: true });
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: line(100_000) });
    const voided = await newImport(server, asOwner(), { supplierId: supplier.id, lines: line(50_000), complete: true });
    await created(server.url, `/product-imports/${voided.id}/void`, { reason: 'Nhập nhầm' }, asOwner());
    const res = await debts('search=binh%20duong');
    expect(res.body.items).toEqual([expect.objectContaining({ id: supplier.id, debt: 200_000, openImports: 1 })]);
    expect(res.body.totalDebt).toBe(200_000);
  });

  it('lists every supplier with owing=false, and sorts by name, debt or the oldest unpaid import', async () => {
    const all = await debts('owing=false&limit=100');
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from suppliers where shop_id = ${shops.q1}`);
    expect(all.body.total).toBe(n);
    expect(all.body.items.find((d) => d.id === demo.phuongNam)).toMatchObject({ debt: 0, openImports: 0, oldestUnpaidAt: null });
    const oldest = await debts('sort=oldest:asc&limit=3');
    expect(oldest.body.items.map((d) => d.id)).toEqual([demo.saigonVet, demo.minhLong, demo.happyPaws]);
    const least = await debts('sort=debt:asc');
    expect(least.body.items.map((d) => d.debt)).toEqual([...least.body.items.map((d) => d.debt)].sort((a, b) => a - b));
    const [az, za] = [await debts('sort=name:asc'), await debts('sort=name:desc')];
    expect(az.body.items.map((d) => d.id)).toEqual(za.body.items.map((d) => d.id).reverse());
  });

  it.each([
    ['a name without accents', 'sai gon', 'saigonVet'],
    ['a phone number', '0938456120', 'happyPaws'],
  ] as const)('searches by %s', async (_label, search, which) => {
    expect((await debts(`search=${encodeURIComponent(search)}`)).body.items.map((d) => d.id)).toEqual([demo[which]]);
  });

  it("rejects bad filters with 400; 403 without DEBT_PROCESS_SUPPLIER_PAYMENT and for a foreign shop-Id; never lists another shop's", async () => {
    await expectRefused(debts('owing=1'), 400, undefined, ['owing']);
    await expectRefused(debts('sort=phone:asc'), 400, undefined, ['sort']);
    expectNothingOf(foreign, (await debts('owing=false&limit=100')).body);
    expect((await debts('search=thu%20y%20thu%20do')).body.items).toEqual([]);
    for (const role of ['seller', 'accountant'] as const) expect((await call(server.url, 'GET', '/supplier-debts', as(role))).status).toBe(200);
    for (const by of [as('doctor'), as('spa'), as('owner', 'hanoi')]) expect((await call(server.url, 'GET', '/supplier-debts', by)).status).toBe(403);
  });
});

describe('GET /supplier-debts/{supplierId}', () => {
  it('shows the open imports oldest first and every payment with what it settled', async () => {
    const res = await detail(demo.saigonVet);
    expect(res.status).toBe(200);
    expect(res.body.imports.map((i) => [i.code, i.debt === i.total - i.paid])).toEqual([
      ['PN000002', true],
      ['PN000011', true],
    ]);
    expect(res.body).toMatchObject({ debt: res.body.imports.reduce((s, i) => s + i.debt, 0), openImports: 2, oldestUnpaidAt: res.body.imports[0].completedAt });
    // the demo paid half of what was owed eight days ago: all of it went to the oldest import
    const debtPayment = res.body.payments.find((p) => p.category === 'SUPPLIER_DEBT')!;
    expect(debtPayment).toMatchObject({ type: 'PAYMENT', method: 'BANK_TRANSFER', createdBy: { name: 'Võ Thị Hạnh' }, settled: [{ code: 'PN000002', amount: debtPayment.amount }] });
    expect(res.body.payments.filter((p) => p.category === 'PURCHASE').flatMap((p) => p.settled.map((s) => s.code))).toEqual(['PN000011', 'PN000010', 'PN000002', 'PN000001']);
  });

  it("shows a supplier owed nothing; 404 for another shop's supplier, 400 for a malformed id, 403 to the doctor and spa", async () => {
    expect((await detail(demo.phuongNam)).body).toMatchObject({ debt: 0, openImports: 0, oldestUnpaidAt: null, imports: [] });
    expectNothingOf(foreign, await expectRefused(detail(foreign.supplierId), 404, 'Không tìm thấy nhà cung cấp'));
    await expectRefused(detail('happy-paws'), 400, undefined, ['id']);
    expect((await call(server.url, 'GET', `/supplier-debts/${demo.happyPaws}`, as('seller'))).status).toBe(200);
    for (const by of [as('doctor'), as('spa'), as('owner', 'hanoi')]) expect((await call(server.url, 'GET', `/supplier-debts/${demo.happyPaws}`, by)).status).toBe(403);
  });
});

describe('POST /supplier-debts/{supplierId}/payments', () => {
  it('settles the oldest imports first with one PC voucher (the seller may pay)', async () => {
    const before = (await detail(demo.happyPaws)).body;
    const sums = await bookSums(server.db);
    const code = documentCode(DocumentKind.PAYMENT, (await lastNumber(server.db, shops.q1, DocumentKind.PAYMENT)) + 1);
    const [oldest, next] = before.imports;
    const amount = oldest.debt + 300_000;
    const res = await pay(demo.happyPaws, { amount, method: 'BANK_TRANSFER', note: 'Trả nợ đợt 1' }, as('seller'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code, type: 'PAYMENT', category: 'SUPPLIER_DEBT', amount, method: 'BANK_TRANSFER', voidedAt: null, createdBy: { name: 'Phạm Thu Trang' } });
    expect(res.body.settled).toEqual([
      { importId: oldest.id, code: oldest.code, amount: oldest.debt },
      { importId: next.id, code: next.code, amount: 300_000 },
    ]);
    expect(await bookSums(server.db)).toEqual({ ...sums, payments: sums.payments + amount, importsPaid: sums.importsPaid + amount, counters: sums.counters + 1 });
    const after = (await detail(demo.happyPaws)).body;
    expect(after).toMatchObject({ debt: before.debt - amount, openImports: 2 });
    expect(after.imports[0]).toMatchObject({ id: next.id, debt: next.debt - 300_000 });
    expect((await owedInSql()).get(demo.happyPaws)).toBe(before.debt - amount);
  });

  it('pays a debt off exactly: the supplier leaves the list of those owed', async () => {
    const { debt } = (await detail(demo.minhLong)).body;
    expect((await pay(demo.minhLong, { amount: debt, method: 'CASH' })).body.settled).toHaveLength(2);
    expect((await debts()).body.items.map((d) => d.id)).not.toContain(demo.minhLong);
  });

  it('records one payment for an idempotency key sent twice, even at once, and answers the same voucher', async () => {
    const { debt } = (await detail(demo.saigonVet)).body;
    const first = await pay(demo.saigonVet, { amount: 100_000, idempotencyKey: 'pay-saigon-0001' });
    const again = await pay(demo.saigonVet, { amount: 100_000, idempotencyKey: 'pay-saigon-0001' });
    expect(again.body).toEqual(first.body);
    const together = await Promise.all([1, 2].map(() => pay(demo.saigonVet, { amount: 50_000, idempotencyKey: 'pay-saigon-0002' })));
    expect(together.map((r) => r.status)).toEqual([200, 200]);
    expect(together[1].body.voucherId).toBe(together[0].body.voucherId);
    expect((await detail(demo.saigonVet)).body.debt).toBe(debt - 150_000);
    await expectRefused(pay(demo.happyPaws, { amount: 100_000, idempotencyKey: 'pay-saigon-0001' }), 409, 'Mã chống trùng này đã dùng cho một khoản thanh toán khác');
  });

  it('refuses to pay more than is owed (400, naming the debt), or a supplier owed nothing, writing nothing', async () => {
    const { debt } = (await detail(demo.saigonVet)).body;
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(pay(demo.saigonVet, { amount: debt + 1 }), 400, `Số tiền trả vượt quá công nợ hiện tại (${formatVnd(debt)})`);
      await expectRefused(call(server.url, 'POST', `/supplier-debts/${demo.saigonVet}/payments`, { ...asOwner(), lang: 'en', body: { amount: debt + 1, idempotencyKey: crypto.randomUUID() } }), 400, `The amount is more than what is owed (${formatVnd(debt)})`);
      await expectRefused(pay(demo.phuongNam, { amount: 1_000 }), 400, 'Không còn công nợ với nhà cung cấp này', ['amount']);
    });
  });

  it.each([
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -100_000 }, 'amount'],
    ['a fractional amount', { amount: 1000.5 }, 'amount'],
    ['an amount in words', { amount: 'một triệu' }, 'amount'],
    ['an unknown method', { amount: 1_000, method: 'CHEQUE' }, 'method'],
    ['a too short idempotency key', { amount: 1_000, idempotencyKey: 'abc' }, 'idempotencyKey'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, body, field) =>
    expectBooksUntouched(server.db, async () => {
      const error = await expectRefused(pay(demo.happyPaws, body), 400, undefined, [field]);
      if (field === 'amount') expect(error.message).toBe('Số tiền phải là số nguyên lớn hơn 0');
    }));

  it("answers 404 for another shop's supplier, 403 without DEBT_PROCESS_SUPPLIER_PAYMENT and for a foreign shop-Id, writing nothing", () =>
    expectBooksUntouched(server.db, async () => {
      expectNothingOf(foreign, await expectRefused(pay(foreign.supplierId, { amount: 1_000 }), 404, 'Không tìm thấy nhà cung cấp'));
      for (const by of [as('doctor'), as('spa'), as('owner', 'hanoi')]) expect((await pay(demo.happyPaws, { amount: 1_000 }, by)).status).toBe(403);
    }));
});
