import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashSummary, CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { SupplierDebtDetail, SupplierPayment } from '@/lib/contracts/supplier-debts';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';
import { bookSums, expectBooksUntouched, expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, idWhere, importLine, newImport, newProduct, newSupplier } from '../support/books';

// Voiding a voucher (DESIGN §6, void never edit): the voucher stays, marked voided, and a reversal
// of the opposite type undoes it in the cash book; a supplier debt payment also gives the debt back
// to the imports it settled; a document's own vouchers go only with their document.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const refusedRoles = () => [as('doctor'), as('seller'), as('spa'), as('owner', 'hanoi')];
const get = (id: string, by = asOwner()) => call<CashVoucher>(server.url, 'GET', `/cash-vouchers/${id}`, by);
const voidIt = (id: string, body: unknown = { reason: 'Ghi nhầm' }, by = asOwner()) => call<CashVoucher>(server.url, 'POST', `/cash-vouchers/${id}/void`, { ...by, body });
const debtOf = async (supplierId: string) => (await call<SupplierDebtDetail>(server.url, 'GET', `/supplier-debts/${supplierId}`, asOwner())).body;
const bank = async () => (await call<CashSummary>(server.url, 'GET', '/cash-vouchers/summary', asOwner())).body.methods.find((m) => m.method === 'BANK_TRANSFER')!.closing;

let foreign: ForeignBooks;
/** Quận 1's demo vouchers by code. */
const demo = new Map<string, string>();

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  for (const v of await rowsOf<{ id: string; code: string }>(server.db, sql`select id, code from cash_vouchers where shop_id = ${shops.q1}`)) demo.set(v.code, v.id);
});

describe('GET /cash-vouchers/{id}', () => {
  it("shows a voucher with the document it settles, who voided it and the reversal's links", async () => {
    const ofImport = await get(demo.get('PC000001')!, as('accountant'));
    expect(ofImport.status).toBe(200);
    expect(ofImport.body).toMatchObject({ type: 'PAYMENT', category: 'PURCHASE', payerType: 'SUPPLIER', documentType: 'product_import', documentCode: 'PN000001', canVoid: false });
    // the demo's water bill written twice, voided two days later
    const voided = await get(demo.get('PC000024')!);
    expect(voided.body).toMatchObject({ voidReason: 'Ghi trùng phiếu tiền nước', voidedBy: { name: 'Nguyễn Thị Minh Anh' }, reversedBy: { id: demo.get('PT000003'), code: 'PT000003' }, canVoid: false });
    expect(voided.body.voidedAt).not.toBeNull();
    const reversal = await get(demo.get('PT000003')!);
    expect(reversal.body).toMatchObject({ type: 'RECEIPT', category: 'UTILITIES', amount: voided.body.amount, reverses: { id: demo.get('PC000024'), code: 'PC000024' }, voidedAt: null, canVoid: false });
  });

  it("answers 404 for another shop's voucher, 400 for a malformed id, 403 without FINANCIAL_RECEIPT_PAYMENTS", async () => {
    expectNothingOf(foreign, await expectRefused(get(foreign.voucherId), 404, 'Không tìm thấy phiếu thu/chi'));
    await expectRefused(get('PC000001'), 400, undefined, ['id']);
    for (const by of refusedRoles()) expect((await get(demo.get('PC000001')!, by)).status).toBe(403);
  });
});

describe('POST /cash-vouchers/{id}/void', () => {
  it('writes the reversal, linked both ways, and the balance is as if the voucher had never been', async () => {
    const before = await bank();
    const rent = await created<CashVoucher>(server.url, '/cash-vouchers', { type: 'PAYMENT', category: 'RENT', payerType: 'OTHER', payerName: 'Chủ nhà Lê Thánh Tôn', amount: 5_000_000, method: 'BANK_TRANSFER', idempotencyKey: crypto.randomUUID() }, asOwner());
    expect(await bank()).toBe(before - 5_000_000);
    const sums = await bookSums(server.db);
    const res = await voidIt(rent.id, { reason: 'Ghi nhầm số tiền' }, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: rent.id, voidReason: 'Ghi nhầm số tiền', voidedBy: { name: 'Võ Thị Hạnh' }, reversedBy: { code: expect.stringMatching(/^PT\d{6}$/) }, canVoid: false });
    const reversal = await get(res.body.reversedBy!.id);
    expect(reversal.body).toMatchObject({ type: 'RECEIPT', category: 'RENT', payerType: 'OTHER', payerName: 'Chủ nhà Lê Thánh Tôn', amount: 5_000_000, method: 'BANK_TRANSFER', note: 'Ghi nhầm số tiền', reverses: { id: rent.id, code: rent.code } });
    expect(await bank()).toBe(before);
    expect(await bookSums(server.db)).toEqual({ ...sums, receipts: sums.receipts + 5_000_000, voided: sums.voided + 1, counters: sums.counters + 1 });
  });

  it('refuses (409) to void twice, to void a reversal, or a voucher of an import, changing nothing', () =>
    expectBooksUntouched(server.db, async () => {
      await expectRefused(voidIt(demo.get('PC000024')!), 409, 'Chứng từ này đã bị hủy trước đó');
      await expectRefused(voidIt(demo.get('PT000003')!), 409, 'Phiếu hủy không thể hủy lại');
      await expectRefused(voidIt(demo.get('PC000005')!), 409, 'Phiếu này thuộc chứng từ PN000005: hãy hủy chứng từ gốc');
      await expectRefused(call(server.url, 'POST', `/cash-vouchers/${demo.get('PC000005')}/void`, { ...asOwner(), lang: 'en', body: { reason: 'Wrong' } }), 409, 'This voucher belongs to PN000005: void that document instead');
    }));

  it('gives a supplier debt payment back to the imports it settled', async () => {
    const happyPaws = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Happy Paws');
    const before = await debtOf(happyPaws);
    const amount = before.imports[0].debt + 100_000;
    const payment = await created<SupplierPayment>(server.url, `/supplier-debts/${happyPaws}/payments`, { amount, method: 'CASH', idempotencyKey: crypto.randomUUID() }, as('seller'));
    expect(payment.settled).toHaveLength(2);
    const res = await voidIt(payment.voucherId, { reason: 'Chuyển khoản chưa thành công' });
    expect(res.status).toBe(200);
    const after = await debtOf(happyPaws);
    expect(after).toMatchObject({ debt: before.debt, openImports: before.openImports, imports: before.imports });
    const reversal = after.payments.find((p) => p.voucherId === res.body.reversedBy!.id)!;
    expect(reversal).toMatchObject({ type: 'RECEIPT', category: 'SUPPLIER_DEBT', amount });
    expect(reversal.settled.map((s) => [s.code, s.amount])).toEqual(payment.settled.map((s) => [s.code, -s.amount]));
    expect(after.payments.find((p) => p.voucherId === payment.voucherId)!.voidedAt).not.toBeNull();
  });

  it('gives back the seed debt payment too: the oldest import owes again what it settled', async () => {
    const saigon = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Sài Gòn Vet');
    const before = await debtOf(saigon);
    const voucher = await get(demo.get('PC000027')!);
    expect(voucher.body).toMatchObject({ category: 'SUPPLIER_DEBT', canVoid: true });
    expect((await voidIt(voucher.body.id)).status).toBe(200);
    const after = await debtOf(saigon);
    expect(after.debt).toBe(before.debt + voucher.body.amount);
    expect(after.imports.find((i) => i.code === 'PN000002')!.debt).toBe(before.imports.find((i) => i.code === 'PN000002')!.debt + voucher.body.amount);
  });

  it('refuses (409) to void a debt payment whose import was voided since, naming the import', async () => {
    const supplier = await newSupplier(server, asOwner());
    const product = await newProduct(server, asOwner());
    const done = await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(product.id)], complete: true });
    const payment = await created<SupplierPayment>(server.url, `/supplier-debts/${supplier.id}/payments`, { amount: 40_000, idempotencyKey: crypto.randomUUID() }, asOwner());
    await created(server.url, `/product-imports/${done.id}/void`, { reason: 'Trả lại toàn bộ hàng' }, asOwner());
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(voidIt(payment.voucherId), 409, `Phiếu này thuộc chứng từ ${done.code}: hãy hủy chứng từ gốc`);
    });
  });

  it("needs a reason (400); 404 for another shop's voucher; 403 without FINANCIAL_RECEIPT_PAYMENTS and for a foreign shop-Id; changing nothing", async () => {
    const fee = await created<CashVoucher>(server.url, '/cash-vouchers', { type: 'PAYMENT', category: 'OTHER_EXPENSE', payerType: 'DELIVERYEE', payerName: 'Giao hàng nhanh', amount: 35_000, idempotencyKey: crypto.randomUUID() }, asOwner());
    await expectBooksUntouched(server.db, async () => {
      for (const body of [{}, { reason: '' }, { reason: '\n\t ' }]) await expectRefused(voidIt(fee.id, body), 400, 'Trường này là bắt buộc', ['reason']);
      await expectRefused(voidIt(fee.id, { reason: 'x'.repeat(501) }), 400, undefined, ['reason']);
      expectNothingOf(foreign, await expectRefused(voidIt(foreign.voucherId), 404, 'Không tìm thấy phiếu thu/chi'));
      for (const by of refusedRoles()) expect((await voidIt(fee.id, { reason: 'Thử' }, by)).status).toBe(403);
    });
    expect((await get(fee.id)).body).toMatchObject({ voidedAt: null, canVoid: true });
  });
});
