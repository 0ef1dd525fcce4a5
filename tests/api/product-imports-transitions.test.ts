import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/lib/contracts/products';
import type { ProductImport } from '@/lib/contracts/product-imports';
import type { StockTake } from '@/lib/contracts/stock-takes';
import type { Supplier } from '@/lib/contracts/suppliers';
import { ImportStatus } from '@/lib/enums/product-imports';
import { ProductGroup } from '@/lib/enums/products';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { shopIdByAlias } from '../support/fixtures';
import { bookSums, expectBooksUntouched, expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, importLine, movementsOf, newImport, newProduct, newSupplier, stockOf, vouchersOf } from '../support/books';

// An import's page and its transitions (DESIGN §6): a draft is edited, completed or canceled; a
// completed import is never edited, only voided, which takes its goods back out and refunds what
// was paid on it.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const post = (path: string, body: unknown = {}, by = asOwner()) => call<ProductImport>(server.url, 'POST', `/product-imports${path}`, { ...by, body });
const refusedEverywhere = () => [as('doctor'), as('seller'), as('spa')];

let foreign: ForeignBooks;
let q7Import: string;
let supplier: Supplier;
let pills: Product;
const body = (patch: Record<string, unknown> = {}) => ({ supplierId: supplier.id, lines: [importLine(pills.id)], ...patch });

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  supplier = await newSupplier(server, asOwner());
  pills = await newProduct(server, asOwner(), { units: [{ name: 'hộp', factor: 10 }] });
  // the owner may work in Quận 7, a branch of the chain, but not with its records in Quận 1
  const q7 = await call<{ items: Array<{ id: string }> }>(server.url, 'GET', '/product-imports', { ...asOwner(), shopId: await shopIdByAlias(server.db, 'Quận 7') });
  q7Import = q7.body.items[0].id;
});

describe('GET /product-imports/{id}', () => {
  it('shows an import with its lines, lots, payments and who did what', async () => {
    const done = await newImport(server, asOwner(), body({ lines: [importLine(pills.id, { unitName: 'hộp', quantity: 2, unitCost: 90_000, batchNo: 'X-1', expiresOn: '2027-06-30' })], payNow: 50_000, complete: true }));
    const res = await call<ProductImport>(server.url, 'GET', `/product-imports/${done.id}`, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(done);
    expect(res.body.lines[0]).toMatchObject({ product: { id: pills.id, code: pills.code, unit: 'viên' }, unitName: 'hộp', unitFactor: 10, batchNo: 'X-1', expiresOn: '2027-06-30', amount: 180_000 });
    expect(res.body).toMatchObject({ createdBy: { name: 'Nguyễn Thị Minh Anh' }, completedBy: { name: 'Nguyễn Thị Minh Anh' }, paid: 50_000, debt: 130_000 });
  });

  it("answers 404 for another shop's import (even a branch of the chain), 400 for a malformed id, 403 without INVENTORY_IMPORT", async () => {
    const res = await expectRefused(call(server.url, 'GET', `/product-imports/${foreign.importId}`, asOwner()), 404, 'Không tìm thấy phiếu nhập');
    expectNothingOf(foreign, res);
    await expectRefused(call(server.url, 'GET', `/product-imports/${q7Import}`, asOwner()), 404);
    await expectRefused(call(server.url, 'GET', '/product-imports/PN000001', asOwner()), 400, undefined, ['id']);
    for (const by of refusedEverywhere()) expect((await call(server.url, 'GET', `/product-imports/${q7Import}`, by)).status).toBe(403);
    expect((await call(server.url, 'GET', `/product-imports/${foreign.importId}`, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('PUT /product-imports/{id}', () => {
  it("replaces a draft's lines and sums; with complete: true it completes it", async () => {
    const draft = await newImport(server, asOwner(), body({ lines: [importLine(pills.id), importLine(pills.id, { quantity: 1 })] }));
    const before = await bookSums(server.db);
    const edited = await call<ProductImport>(server.url, 'PUT', `/product-imports/${draft.id}`, { ...as('accountant'), body: body({ lines: [importLine(pills.id, { unitName: 'hộp', quantity: 1, unitCost: 120_000 })], otherCosts: 5_000 }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ code: draft.code, status: ImportStatus.DRAFT, subtotal: 120_000, total: 125_000 });
    expect(edited.body.lines.map((l) => [l.unitName, l.quantity])).toEqual([['hộp', 1]]);
    expect(await bookSums(server.db)).toEqual(before);
    const stock = (await stockOf(server.db, pills.id)).stock;
    const done = await call<ProductImport>(server.url, 'PUT', `/product-imports/${draft.id}`, { ...asOwner(), body: body({ lines: edited.body.lines.map((l) => importLine(pills.id, { unitName: l.unitName, quantity: l.quantity, unitCost: l.unitCost })), complete: true }) });
    expect(done.body.status).toBe(ImportStatus.COMPLETED);
    expect((await stockOf(server.db, pills.id)).stock).toBe(stock + 10);
  });

  it('refuses to edit a completed import (409) or to take bad input (400), changing nothing', async () => {
    const done = await newImport(server, asOwner(), body({ complete: true }));
    const draft = await newImport(server, asOwner(), body());
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(call(server.url, 'PUT', `/product-imports/${done.id}`, { ...asOwner(), body: body({ lines: [importLine(pills.id, { quantity: 99 })] }) }), 409, 'Phiếu nhập đã hoàn thành hoặc đã hủy, không thể thay đổi');
      await expectRefused(call(server.url, 'PUT', `/product-imports/${draft.id}`, { ...asOwner(), body: body({ lines: [importLine(pills.id, { quantity: -1 })] }) }), 400, undefined, ['lines.0.quantity']);
      await expectRefused(call(server.url, 'PUT', `/product-imports/${draft.id}`, { ...asOwner(), body: body({ lines: [importLine(foreign.productId)] }) }), 404, 'Không tìm thấy sản phẩm');
    });
    expect((await call<ProductImport>(server.url, 'GET', `/product-imports/${done.id}`, asOwner())).body.lines[0].quantity).toBe(10);
  });

  it("answers 404 for another shop's import, 403 without INVENTORY_IMPORT and for a foreign shop-Id, changing nothing", () =>
    expectBooksUntouched(server.db, async () => {
      const res = await expectRefused(call(server.url, 'PUT', `/product-imports/${foreign.importId}`, { ...asOwner(), body: body({ complete: true }) }), 404);
      expectNothingOf(foreign, res);
      for (const by of [...refusedEverywhere(), as('owner', 'hanoi')]) expect((await call(server.url, 'PUT', `/product-imports/${foreign.importId}`, { ...by, body: body() })).status).toBe(403);
    }));
});

describe('POST /product-imports/{id}/complete', () => {
  it('completes a draft once, however often a request with its idempotency key is sent', async () => {
    const draft = await newImport(server, asOwner(), body({ payNow: 40_000, payMethod: 'CARD' }));
    const stock = (await stockOf(server.db, pills.id)).stock;
    const first = await post(`/${draft.id}/complete`, { idempotencyKey: 'complete-draft-1' }, as('accountant'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: ImportStatus.COMPLETED, paid: 40_000, debt: 60_000, completedBy: { name: 'Võ Thị Hạnh' } });
    const again = await post(`/${draft.id}/complete`, { idempotencyKey: 'complete-draft-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await stockOf(server.db, pills.id)).stock).toBe(stock + 10);
    expect((await vouchersOf(server.db, draft.id)).map((v) => [v.type, v.amount, v.method])).toEqual([['PAYMENT', 40_000, 'CARD']]);
  });

  it('refuses (409) to complete a completed, canceled or voided import, moving nothing', async () => {
    const done = await newImport(server, asOwner(), body({ complete: true }));
    const canceled = await newImport(server, asOwner(), body());
    await post(`/${canceled.id}/cancel`);
    const voided = await newImport(server, asOwner(), body({ complete: true }));
    await post(`/${voided.id}/void`, { reason: 'Nhập nhầm nhà cung cấp' });
    await expectBooksUntouched(server.db, async () => {
      for (const id of [done.id, canceled.id, voided.id]) await expectRefused(post(`/${id}/complete`), 409, 'Phiếu nhập đã hoàn thành hoặc đã hủy, không thể thay đổi');
      await expectRefused(call(server.url, 'POST', `/product-imports/${done.id}/complete`, { ...asOwner(), lang: 'en', body: {} }), 409, 'The import is already completed or canceled and cannot change');
    });
  });

  it("answers 400 for a malformed idempotency key, 404 for another shop's import, 403 without INVENTORY_IMPORT, moving nothing", async () => {
    const draft = await newImport(server, asOwner(), body());
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(post(`/${draft.id}/complete`, { idempotencyKey: 'short' }), 400, undefined, ['idempotencyKey']);
      expectNothingOf(foreign, await expectRefused(post(`/${foreign.importId}/complete`), 404, 'Không tìm thấy phiếu nhập'));
      for (const by of [...refusedEverywhere(), as('owner', 'hanoi')]) expect((await post(`/${draft.id}/complete`, {}, by)).status).toBe(403);
    });
  });
});

describe('POST /product-imports/{id}/cancel', () => {
  it('cancels a draft: nothing had moved, so nothing moves; it stays listed as canceled', async () => {
    const draft = await newImport(server, asOwner(), body({ payNow: 10_000 }));
    const before = await bookSums(server.db);
    const res = await post(`/${draft.id}/cancel`, undefined, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: ImportStatus.CANCELED, canceledBy: { name: 'Võ Thị Hạnh' }, paid: 0, debt: 0 });
    expect(await bookSums(server.db)).toEqual({ ...before, importStatuses: before.importStatuses + ImportStatus.CANCELED });
    const listed = await call<{ items: Array<{ id: string }> }>(server.url, 'GET', `/product-imports?status=${ImportStatus.CANCELED}`, asOwner());
    expect(listed.body.items.map((i) => i.id)).toContain(draft.id);
  });

  it("refuses (409) a completed or canceled import; 404 for another shop's; 403 without INVENTORY_IMPORT", async () => {
    const done = await newImport(server, asOwner(), body({ complete: true }));
    const canceled = await newImport(server, asOwner(), body());
    await post(`/${canceled.id}/cancel`);
    await expectBooksUntouched(server.db, async () => {
      for (const id of [done.id, canceled.id]) await expectRefused(post(`/${id}/cancel`), 409, 'Phiếu nhập đã hoàn thành hoặc đã hủy, không thể thay đổi');
      expectNothingOf(foreign, await expectRefused(post(`/${foreign.importId}/cancel`), 404));
      await expectRefused(post('/PN000001/cancel'), 400, 'Mã định danh không hợp lệ', ['id']);
      for (const by of [...refusedEverywhere(), as('owner', 'hanoi')]) expect((await post(`/${canceled.id}/cancel`, undefined, by)).status).toBe(403);
    });
  });
});

describe('POST /product-imports/{id}/void', () => {
  it('takes the goods back out at the cost they came in, and refunds each method paid with a PT voucher', async () => {
    const own = await newSupplier(server, asOwner());
    const product = await newProduct(server, asOwner());
    await newImport(server, asOwner(), { supplierId: own.id, lines: [importLine(product.id, { quantity: 10, unitCost: 10_000 })], payNow: 100_000, complete: true });
    const second = await newImport(server, asOwner(), { supplierId: own.id, lines: [importLine(product.id, { quantity: 10, unitCost: 12_000, batchNo: 'B-2' })], payNow: 50_000, complete: true });
    // the rest of it paid later by transfer, as a supplier debt payment
    await created(server.url, `/supplier-debts/${own.id}/payments`, { amount: 70_000, method: 'BANK_TRANSFER', idempotencyKey: crypto.randomUUID() }, asOwner());
    expect(await stockOf(server.db, product.id)).toMatchObject({ stock: 20, cost: 11_000 });
    const res = await post(`/${second.id}/void`, { reason: 'Hàng giao sai lô' }, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: ImportStatus.VOIDED, paid: 0, debt: 0, voidReason: 'Hàng giao sai lô', voidedBy: { name: 'Võ Thị Hạnh' } });
    expect(await stockOf(server.db, product.id)).toEqual({ stock: 10, cost: 10_000, batches: [{ batchNo: 'B-2', expiresOn: null, quantity: 0 }] });
    expect((await movementsOf(server.db, product.id)).at(-1)).toEqual({ reason: 'import_void', delta: -10, balanceAfter: 10, unitCost: 12_000, documentCode: second.code, batchNo: 'B-2' });
    const refunds = (await vouchersOf(server.db, second.id)).filter((v) => v.type === 'RECEIPT');
    expect(refunds.map((v) => [v.method, v.amount, v.category, v.payerName]).sort()).toEqual([
      ['BANK_TRANSFER', 70_000, 'PURCHASE', own.name],
      ['CASH', 50_000, 'PURCHASE', own.name],
    ]);
    expect(res.body.payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([-70_000, -50_000, 50_000, 70_000]);
    const debt = await call<{ debt: number }>(server.url, 'GET', `/supplier-debts/${own.id}`, asOwner());
    expect(debt.body.debt).toBe(0);
  });

  it('is refused (409, naming the product) when the goods are no longer there, moving nothing', async () => {
    const loose = await newProduct(server, asOwner(), { name: 'Dây dắt chó size M', group: ProductGroup.OTHER, unit: 'sợi' });
    const lotted = await newProduct(server, asOwner(), { name: 'Thuốc tiêm Vitamin B12', group: ProductGroup.OTHER });
    const a = await newImport(server, asOwner(), body({ lines: [importLine(loose.id, { unitName: 'sợi' })], complete: true }));
    const b = await newImport(server, asOwner(), body({ lines: [importLine(lotted.id, { batchNo: 'B12-01' })], complete: true }));
    await newImport(server, asOwner(), body({ lines: [importLine(lotted.id)], complete: true }));
    // a stock-take finds 4 of the first, 14 of the second: what is missing left the lot first (FEFO),
    // so there is stock enough to take back 10 of the second but not in its lot
    const sheet = await created<StockTake>(server.url, '/stock-takes', { productGroup: ProductGroup.OTHER }, asOwner());
    const counts = [{ productId: loose.id, countedQuantity: 4 }, { productId: lotted.id, countedQuantity: 14 }];
    expect((await call(server.url, 'PUT', `/stock-takes/${sheet.id}`, { ...asOwner(), body: { counts, complete: true } })).status).toBe(200);
    expect((await stockOf(server.db, lotted.id)).batches).toEqual([{ batchNo: 'B12-01', expiresOn: null, quantity: 4 }]);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(post(`/${a.id}/void`, { reason: 'Trả hàng' }), 409, 'Không đủ tồn kho: Dây dắt chó size M chỉ còn 4 sợi');
      await expectRefused(post(`/${b.id}/void`, { reason: 'Trả hàng' }), 409, 'Lô hàng của Thuốc tiêm Vitamin B12 không còn đủ số lượng');
      await expectRefused(call(server.url, 'POST', `/product-imports/${a.id}/void`, { ...asOwner(), lang: 'en', body: { reason: 'Return' } }), 409, 'Not enough stock: only 4 sợi of Dây dắt chó size M left');
    });
  });

  it('refuses (409) to void twice, or to void a draft or a canceled import', async () => {
    const done = await newImport(server, asOwner(), body({ complete: true }));
    expect((await post(`/${done.id}/void`, { reason: 'Nhập trùng phiếu' })).status).toBe(200);
    const draft = await newImport(server, asOwner(), body());
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(post(`/${done.id}/void`, { reason: 'Lần nữa' }), 409, 'Chứng từ này đã bị hủy trước đó');
      await expectRefused(post(`/${draft.id}/void`, { reason: 'Nhập trùng' }), 409, 'Chỉ phiếu nhập đã hoàn thành mới hủy được');
    });
  });

  it("needs a reason (400); 404 for another shop's import; 403 without INVENTORY_IMPORT; moving nothing", async () => {
    const done = await newImport(server, asOwner(), body({ complete: true }));
    await expectBooksUntouched(server.db, async () => {
      for (const sent of [{}, { reason: '   ' }]) await expectRefused(post(`/${done.id}/void`, sent), 400, 'Trường này là bắt buộc', ['reason']);
      expectNothingOf(foreign, await expectRefused(post(`/${foreign.importId}/void`, { reason: 'Thử' }), 404));
      for (const by of [...refusedEverywhere(), as('owner', 'hanoi')]) expect((await post(`/${done.id}/void`, { reason: 'Thử' }, by)).status).toBe(403);
    });
  });
});
