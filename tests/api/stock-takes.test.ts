import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import type { StockTake, StockTakeSummary } from '@/lib/contracts/stock-takes';
import type { Supplier } from '@/lib/contracts/suppliers';
import { ProductGroup } from '@/lib/enums/products';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';
import { bookSums, expectBooksUntouched, expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, importLine, movementsOf, newImport, newProduct, newSupplier, numberOf, stockOf } from '../support/books';

// Stock-takes (kiểm kho, DESIGN §6): a sheet over one product group or every product, counted while
// a draft, completed against the stock of that moment (sales and imports go on while counting),
// then read-only. Quận 1's demo has KK000001, a completed count of its medical supplies.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const refusedRoles = () => [as('doctor'), as('seller'), as('spa'), as('owner', 'hanoi')];
const put = (id: string, body: unknown, by = asOwner()) => call<StockTake>(server.url, 'PUT', `/stock-takes/${id}`, { ...by, body });
const newSheet = (body: unknown, by = asOwner()) => created<StockTake>(server.url, '/stock-takes', body, by);
const activeProducts = async (where: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from products where shop_id = ${shops.q1} and is_active and ${where}`))[0].n;

let foreign: ForeignBooks;
let supplier: Supplier;
let leash: Product;
let collar: Product;
let demoSheet: StockTakeSummary;

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  supplier = await newSupplier(server, asOwner());
  leash = await newProduct(server, asOwner(), { name: 'Dây dắt chó phản quang', group: ProductGroup.OTHER, unit: 'sợi' });
  collar = await newProduct(server, asOwner(), { name: 'Vòng cổ chống ve', group: ProductGroup.OTHER, unit: 'cái' });
  await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(leash.id, { unitName: 'sợi', quantity: 10, unitCost: 30_000 }), importLine(collar.id, { unitName: 'cái', quantity: 6 })], complete: true });
  demoSheet = (await call<Page<StockTakeSummary>>(server.url, 'GET', '/stock-takes?search=KK000001', asOwner())).body.items[0];
});

describe('POST /stock-takes', () => {
  it('makes a sheet of one product group, uncounted, against the stock now (the accountant may)', async () => {
    const sheet = await newSheet({ productGroup: ProductGroup.MEDICAL_SUPPLIES, note: 'Kiểm vật tư cuối tháng' }, as('accountant'));
    expect(sheet).toMatchObject({ code: 'KK000002', status: StockTakeStatus.DRAFT, productGroup: ProductGroup.MEDICAL_SUPPLIES, countedCount: 0, differenceValue: 0, createdBy: { name: 'Võ Thị Hạnh' } });
    expect(sheet.lineCount).toBe(await activeProducts(sql`product_group = ${ProductGroup.MEDICAL_SUPPLIES}`));
    const stock = new Map((await rowsOf<{ id: string; stock: number }>(server.db, sql`select id, stock_on_hand as stock from products where shop_id = ${shops.q1}`)).map((p) => [p.id, p.stock]));
    expect(sheet.lines.every((l) => l.systemQuantity === stock.get(l.productId) && l.countedQuantity === null && l.difference === null)).toBe(true);
  });

  it('makes a sheet of every active product with productGroup: null; codes follow one another', async () => {
    const retired = await newProduct(server, asOwner(), { name: 'Sản phẩm ngừng bán', isActive: false });
    const sheet = await newSheet({ productGroup: null });
    expect(sheet).toMatchObject({ code: 'KK000003', productGroup: null });
    expect(sheet.lineCount).toBe(await activeProducts(sql`true`));
    expect(sheet.lines.map((l) => l.productId)).not.toContain(retired.id);
    expect(numberOf((await newSheet({ productGroup: '' })).code)).toBe(4);
  });

  it.each([
    ['no product group said', {}, 'productGroup'],
    ['an unknown group', { productGroup: 7 }, 'productGroup'],
    ['a note over 1000 characters', { productGroup: null, note: 'x'.repeat(1001) }, 'note'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, body, field) =>
    expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/stock-takes', { ...asOwner(), body }), 400, undefined, [field]);
    }));

  it('answers 403 without INVENTORY_WAREHOUSE and for a foreign shop-Id, writing nothing', () =>
    expectBooksUntouched(server.db, async () => {
      for (const by of refusedRoles()) expect((await call(server.url, 'POST', '/stock-takes', { ...by, body: { productGroup: null } })).status).toBe(403);
    }));
});

describe('GET /stock-takes', () => {
  it("lists the shop's sheets newest first, by status and code, never another shop's", async () => {
    const res = await call<Page<StockTakeSummary>>(server.url, 'GET', '/stock-takes', as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body.items.map((s) => s.code)).toEqual(['KK000004', 'KK000003', 'KK000002', 'KK000001']);
    expectNothingOf(foreign, res.body);
    const completed = await call<Page<StockTakeSummary>>(server.url, 'GET', `/stock-takes?status=${StockTakeStatus.COMPLETED}`, asOwner());
    expect(completed.body.items.map((s) => s.code)).toEqual(['KK000001']);
    expect(demoSheet).toMatchObject({ status: StockTakeStatus.COMPLETED, productGroup: ProductGroup.MEDICAL_SUPPLIES, note: 'Kiểm kho định kỳ' });
    expect(demoSheet.countedCount).toBe(demoSheet.lineCount - 2);
  });

  it('rejects an unknown status or sort with 400; 403 without INVENTORY_WAREHOUSE and for a foreign shop-Id', async () => {
    await expectRefused(call(server.url, 'GET', '/stock-takes?status=4', asOwner()), 400, undefined, ['status']);
    await expectRefused(call(server.url, 'GET', '/stock-takes?sort=note:asc', asOwner()), 400, undefined, ['sort']);
    for (const by of refusedRoles()) expect((await call(server.url, 'GET', '/stock-takes', by)).status).toBe(403);
  });
});

describe('GET /stock-takes/{id}', () => {
  it('shows a completed sheet with the stock it was completed against and what it found', async () => {
    const res = await call<StockTake>(server.url, 'GET', `/stock-takes/${demoSheet.id}`, asOwner());
    expect(res.status).toBe(200);
    const found = Object.fromEntries(res.body.lines.filter((l) => l.difference !== 0).map((l) => [l.name, l.difference]));
    expect(found).toEqual({ 'Bơm tiêm 3ml': -5, 'Băng gạc vô trùng 10x10cm': 3, 'Kim luồn tĩnh mạch 22G': -2, 'Bông y tế 100g': null, 'Khẩu trang y tế (hộp 50 cái)': null });
    expect(res.body.differenceValue).toBe(res.body.lines.reduce((s, l) => s + (l.differenceValue ?? 0), 0));
    expect(res.body.differenceValue).toBeLessThan(0);
  });

  it("answers 404 for another shop's sheet, 400 for a malformed id, 403 without INVENTORY_WAREHOUSE", async () => {
    expectNothingOf(foreign, await expectRefused(call(server.url, 'GET', `/stock-takes/${foreign.stockTakeId}`, asOwner()), 404, 'Không tìm thấy phiếu kiểm kho'));
    await expectRefused(call(server.url, 'GET', '/stock-takes/KK000001', asOwner()), 400, undefined, ['id']);
    for (const by of refusedRoles()) expect((await call(server.url, 'GET', `/stock-takes/${demoSheet.id}`, by)).status).toBe(403);
  });
});

describe('PUT /stock-takes/{id}', () => {
  let sheet: StockTake;
  const line = (s: StockTake, p: Product) => s.lines.find((l) => l.productId === p.id)!;

  it('saves the counts of a draft, moving no stock', async () => {
    sheet = await newSheet({ productGroup: ProductGroup.OTHER });
    const before = await bookSums(server.db);
    const res = await put(sheet.id, { counts: [{ productId: leash.id, countedQuantity: 8 }, { productId: collar.id, countedQuantity: 6 }], note: 'Đếm lần 1' }, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: StockTakeStatus.DRAFT, countedCount: 2, note: 'Đếm lần 1' });
    expect(line(res.body, leash)).toMatchObject({ systemQuantity: 10, countedQuantity: 8, difference: -2, differenceValue: -60_000 });
    expect(line(res.body, collar)).toMatchObject({ countedQuantity: 6, difference: 0 });
    // a count typed back to empty is no count at all
    const cleared = await put(sheet.id, { counts: [{ productId: collar.id, countedQuantity: null }] });
    expect(cleared.body.countedCount).toBe(1);
    expect(await bookSums(server.db)).toEqual(before);
  });

  it('completes against the stock at that moment: an import made while counting is taken into account', async () => {
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(leash.id, { unitName: 'sợi', quantity: 5, unitCost: 30_000 })], complete: true });
    const res = await put(sheet.id, { complete: true });
    expect(res.status).toBe(200);
    // counted 8 of the 15 there are now: 7 missing, not 2
    expect(res.body).toMatchObject({ status: StockTakeStatus.COMPLETED, completedBy: { name: 'Nguyễn Thị Minh Anh' }, differenceValue: -210_000 });
    expect(line(res.body, leash)).toMatchObject({ systemQuantity: 15, countedQuantity: 8, difference: -7, unitCost: 30_000 });
    expect(await stockOf(server.db, leash.id)).toMatchObject({ stock: 8, cost: 30_000 });
    expect((await movementsOf(server.db, leash.id)).at(-1)).toMatchObject({ reason: 'stock_take', delta: -7, balanceAfter: 8, documentCode: sheet.code });
    // uncounted lines and lines without a difference move nothing
    expect((await movementsOf(server.db, collar.id)).map((m) => m.reason)).toEqual(['import']);
  });

  it('keeps a completed or canceled sheet read-only (409), changing nothing', async () => {
    const canceled = await newSheet({ productGroup: ProductGroup.OTHER });
    await created(server.url, `/stock-takes/${canceled.id}/cancel`, undefined, asOwner());
    await expectBooksUntouched(server.db, async () => {
      for (const id of [sheet.id, canceled.id, demoSheet.id]) await expectRefused(put(id, { counts: [{ productId: leash.id, countedQuantity: 1 }], complete: true }), 409, 'Phiếu kiểm kho đã hoàn thành hoặc đã hủy, không thể thay đổi');
      await expectRefused(call(server.url, 'PUT', `/stock-takes/${sheet.id}`, { ...asOwner(), lang: 'en', body: { complete: true } }), 409, 'The stock-take is already completed or canceled and cannot change');
    });
  });

  it("answers 404 for a product not on the sheet (unknown, of another group or another shop's), writing nothing", async () => {
    const draft = await newSheet({ productGroup: ProductGroup.OTHER });
    const medicine = await newProduct(server, asOwner());
    await expectBooksUntouched(server.db, async () => {
      for (const productId of ['6b1f8a52-0d3c-4b7e-9a51-2f0c8d9e1a33', medicine.id, foreign.productId]) {
        const counts = [{ productId: leash.id, countedQuantity: 3 }, { productId, countedQuantity: 1 }];
        expectNothingOf(foreign, await expectRefused(put(draft.id, { counts, complete: true }), 404, 'Sản phẩm không có trong phiếu kiểm kho này'));
      }
    });
    expect((await call<StockTake>(server.url, 'GET', `/stock-takes/${draft.id}`, asOwner())).body.countedCount).toBe(0);
  });

  it.each([
    ['a negative count', { counts: [{ countedQuantity: -1 }] }, 'counts.0.countedQuantity'],
    ['a fractional count', { counts: [{ countedQuantity: 2.5 }] }, 'counts.0.countedQuantity'],
    ['a malformed product id', { counts: [{ productId: 'SP001', countedQuantity: 1 }] }, 'counts.0.productId'],
    ['complete that is no boolean', { complete: 'yes' }, 'complete'],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, patch, field) => {
    const draft = await newSheet({ productGroup: ProductGroup.OTHER });
    const body = 'counts' in patch ? { counts: patch.counts.map((c) => ({ productId: leash.id, ...c })), complete: true } : patch;
    await expectBooksUntouched(server.db, async () => {
      const error = await expectRefused(put(draft.id, body), 400, undefined, [field]);
      if (field === 'counts.0.countedQuantity') expect(error.message).toBe('Phải là số nguyên không âm');
    });
  });

  it('saves the counts of every line of a whole-shop sheet in one request, the last count of a product sent twice winning, and completes them all', async () => {
    const whole = await newSheet({ productGroup: null });
    const before = new Map(whole.lines.map((l) => [l.productId, l.systemQuantity]));
    // one short, one over, one as it stands, in turn
    const counted = new Map(whole.lines.map((l, i) => [l.productId, Math.max(0, l.systemQuantity + (i % 3) - 1)]));
    const counts = [{ productId: whole.lines[0].productId, countedQuantity: 999 }, ...[...counted].map(([productId, countedQuantity]) => ({ productId, countedQuantity }))];
    const saved = await put(whole.id, { counts });
    expect(saved.status).toBe(200);
    expect(saved.body.countedCount).toBe(whole.lineCount);
    expect(saved.body.lines.every((l) => l.countedQuantity === counted.get(l.productId))).toBe(true);

    const done = await put(whole.id, { complete: true });
    expect(done.status).toBe(200);
    for (const l of done.body.lines) {
      expect({ system: l.systemQuantity, difference: l.difference }, l.name).toEqual({ system: before.get(l.productId), difference: counted.get(l.productId)! - before.get(l.productId)! });
    }
    const stock = new Map((await rowsOf<{ id: string; stock: number; cost: number }>(server.db, sql`select id, stock_on_hand as stock, average_cost::float8 as cost from products where shop_id = ${shops.q1}`)).map((p) => [p.id, p]));
    expect(done.body.lines.filter((l) => stock.get(l.productId)!.stock !== counted.get(l.productId))).toEqual([]);
    expect(done.body.lines.filter((l) => l.unitCost !== stock.get(l.productId)!.cost)).toEqual([]);
    expect(done.body.differenceValue).toBe(done.body.lines.reduce((s, l) => s + l.difference! * l.unitCost, 0));
  });

  it("answers 404 for another shop's sheet, 403 without INVENTORY_WAREHOUSE and for a foreign shop-Id, changing nothing", async () => {
    const draft = await newSheet({ productGroup: ProductGroup.OTHER });
    await expectBooksUntouched(server.db, async () => {
      expectNothingOf(foreign, await expectRefused(put(foreign.stockTakeId, { counts: [], complete: true }), 404));
      for (const by of refusedRoles()) expect((await put(draft.id, { counts: [{ productId: leash.id, countedQuantity: 0 }], complete: true }, by)).status).toBe(403);
    });
  });
});

describe('POST /stock-takes/{id}/cancel', () => {
  it('cancels a draft: nothing was adjusted, so nothing moves', async () => {
    const draft = await newSheet({ productGroup: ProductGroup.OTHER });
    await put(draft.id, { counts: [{ productId: leash.id, countedQuantity: 0 }] });
    const before = await bookSums(server.db);
    const res = await call<StockTake>(server.url, 'POST', `/stock-takes/${draft.id}/cancel`, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: StockTakeStatus.CANCELED, canceledBy: { name: 'Võ Thị Hạnh' } });
    expect(await bookSums(server.db)).toEqual({ ...before, stockTakeStatuses: before.stockTakeStatuses + StockTakeStatus.CANCELED });
  });

  it("refuses (409) a completed or canceled sheet; 404 for another shop's; 403 without INVENTORY_WAREHOUSE", async () => {
    const canceled = await newSheet({ productGroup: ProductGroup.OTHER });
    await call(server.url, 'POST', `/stock-takes/${canceled.id}/cancel`, asOwner());
    await expectBooksUntouched(server.db, async () => {
      for (const id of [demoSheet.id, canceled.id]) await expectRefused(call(server.url, 'POST', `/stock-takes/${id}/cancel`, asOwner()), 409, 'Phiếu kiểm kho đã hoàn thành hoặc đã hủy, không thể thay đổi');
      expectNothingOf(foreign, await expectRefused(call(server.url, 'POST', `/stock-takes/${foreign.stockTakeId}/cancel`, asOwner()), 404));
      await expectRefused(call(server.url, 'POST', '/stock-takes/KK000001/cancel', asOwner()), 400, undefined, ['id']);
      for (const by of refusedRoles()) expect((await call(server.url, 'POST', `/stock-takes/${canceled.id}/cancel`, by)).status).toBe(403);
    });
  });
});
