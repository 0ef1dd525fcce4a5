import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import type { StockCard } from '@/lib/contracts/stock';
import type { StockTake, StockTakeSummary } from '@/lib/contracts/stock-takes';
import type { Supplier } from '@/lib/contracts/suppliers';
import { ProductGroup } from '@/lib/enums/products';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksBalanced } from '../support/books-invariants';
import {
  expectBooksUntouched,
  expectNothingOf,
  expectRefused,
  foreignBooks,
  type ForeignBooks,
  importLine,
  movementsOf,
  newImport,
  newProduct,
  newSupplier,
  shopDay,
  stockOf,
} from '../support/books';

// Voiding a stock-take (DESIGN §6, void never edit): a completed sheet is never edited; voided with
// a reason, its adjustments are reversed by new rows of the ledger (stock_take_void) — what it found
// missing comes back into the batches it left, what it found goes out again, refused when those
// goods are gone — and it stays listed, voided, with who, when and why.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const voidSheet = (id: string, body: unknown, by = asOwner()) => call<StockTake>(server.url, 'POST', `/stock-takes/${id}/void`, { ...by, body });
const newSheet = () => created<StockTake>(server.url, '/stock-takes', { productGroup: ProductGroup.OTHER }, asOwner());
/** A sheet of the group OTHER counted as given and completed. */
async function completedSheet(counts: Array<[Product, number]>): Promise<StockTake> {
  const sheet = await newSheet();
  const res = await call<StockTake>(server.url, 'PUT', `/stock-takes/${sheet.id}`, {
    ...asOwner(),
    body: { counts: counts.map(([p, countedQuantity]) => ({ productId: p.id, countedQuantity })), complete: true },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A product's stock and cost, its lots in lot order (the lots of one import share their creation time). */
async function stockInLots(productId: string) {
  const stock = await stockOf(server.db, productId);
  return { ...stock, batches: [...stock.batches].sort((a, b) => String(a.batchNo).localeCompare(String(b.batchNo))) };
}

let foreign: ForeignBooks;
let supplier: Supplier;

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  supplier = await newSupplier(server, asOwner());
});

describe('POST /stock-takes/{id}/void', () => {
  it('reverses every adjustment, batch by batch, and keeps the sheet shown as voided with who, when and why', async () => {
    // eye drops in two lots (10 expiring first, then 5); leashes without a lot
    const drops = await newProduct(server, asOwner(), { name: 'Thuốc nhỏ mắt Tobrex', group: ProductGroup.OTHER, unit: 'lọ' });
    const leash = await newProduct(server, asOwner(), { name: 'Dây dắt chó phản quang', group: ProductGroup.OTHER, unit: 'sợi' });
    await newImport(server, asOwner(), {
      supplierId: supplier.id,
      lines: [
        importLine(drops.id, { unitName: 'lọ', quantity: 10, unitCost: 40_000, batchNo: 'TB-1', expiresOn: shopDay(100) }),
        importLine(drops.id, { unitName: 'lọ', quantity: 5, unitCost: 40_000, batchNo: 'TB-2', expiresOn: shopDay(200) }),
        importLine(leash.id, { unitName: 'sợi', quantity: 10, unitCost: 30_000 }),
      ],
      complete: true,
    });
    // 3 drops found of 15: the 12 missing left the first lot whole and 2 of the second; 3 leashes too many
    const sheet = await completedSheet([
      [drops, 3],
      [leash, 13],
    ]);
    expect((await stockInLots(drops.id)).batches.map((b) => [b.batchNo, b.quantity])).toEqual([
      ['TB-1', 0],
      ['TB-2', 3],
    ]);
    expect(await stockOf(server.db, leash.id)).toMatchObject({ stock: 13, cost: 30_000 });

    const res = await voidSheet(sheet.id, { reason: 'Đếm nhầm kệ hàng' }, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: StockTakeStatus.VOIDED, voidReason: 'Đếm nhầm kệ hàng', voidedBy: { name: 'Võ Thị Hạnh' }, completedBy: { name: 'Nguyễn Thị Minh Anh' } });
    expect(Date.now() - Date.parse(res.body.voidedAt!)).toBeLessThan(60_000);
    // the sheet keeps what it found
    expect(res.body.differenceValue).toBe(sheet.differenceValue);
    expect(res.body.lines.find((l) => l.productId === drops.id)).toMatchObject({ systemQuantity: 15, countedQuantity: 3, difference: -12 });

    // the stock is back as it was, in the lots it left, at the same average cost
    expect(await stockInLots(drops.id)).toEqual({
      stock: 15,
      cost: 40_000,
      batches: [
        { batchNo: 'TB-1', expiresOn: shopDay(100), quantity: 10 },
        { batchNo: 'TB-2', expiresOn: shopDay(200), quantity: 5 },
      ],
    });
    expect(await stockOf(server.db, leash.id)).toMatchObject({ stock: 10, cost: 30_000 });

    // the stock card shows the reversal, the sheet as its document
    const card = await call<StockCard>(server.url, 'GET', `/products/${drops.id}/stock-card`, asOwner());
    expect(card.body).toMatchObject({ total: 6, closing: 15, product: { stockOnHand: 15 } });
    const reversal = card.body.items.filter((m) => m.reason === 'stock_take_void');
    expect(reversal.map((m) => [m.batch?.batchNo, m.delta, m.documentCode, m.documentId, m.createdBy.name]).sort()).toEqual([
      ['TB-1', 10, sheet.code, sheet.id, 'Võ Thị Hạnh'],
      ['TB-2', 2, sheet.code, sheet.id, 'Võ Thị Hạnh'],
    ]);
    expect(card.body.items[0].balanceAfter).toBe(15);
    expect((await movementsOf(server.db, leash.id)).map((m) => [m.reason, m.delta, m.balanceAfter, m.documentCode, m.batchNo])).toEqual([
      ['import', 10, 10, expect.any(String), null],
      ['stock_take', 3, 13, sheet.code, null],
      ['stock_take_void', -3, 10, sheet.code, null],
    ]);

    // read again and listed: voided, never another shop's
    const read = await call<StockTake>(server.url, 'GET', `/stock-takes/${sheet.id}`, asOwner());
    expect(read.body).toEqual(res.body);
    const voided = await call<Page<StockTakeSummary>>(server.url, 'GET', `/stock-takes?status=${StockTakeStatus.VOIDED}`, asOwner());
    expect(voided.status).toBe(200);
    expect(voided.body.items.map((s) => [s.code, s.status, s.voidReason, s.voidedBy?.name])).toEqual([[sheet.code, StockTakeStatus.VOIDED, 'Đếm nhầm kệ hàng', 'Võ Thị Hạnh']]);
    expect(voided.body.items[0].voidedAt).toBe(res.body.voidedAt);
    expectNothingOf(foreign, voided.body);
    const all = await call<Page<StockTakeSummary>>(server.url, 'GET', `/stock-takes?search=${sheet.code}`, asOwner());
    expect(all.body.items[0]).toMatchObject({ status: StockTakeStatus.VOIDED, voidReason: 'Đếm nhầm kệ hàng' });
    await expectBooksBalanced(server.db);
  });

  it('is refused (409, naming the product) when goods it found were used since, writing nothing', async () => {
    const collar = await newProduct(server, asOwner(), { name: 'Vòng cổ chống ve', group: ProductGroup.OTHER, unit: 'cái' });
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(collar.id, { unitName: 'cái', quantity: 5 })], complete: true });
    // 3 more found; then all but 1 left the shelf, as the next count found
    const found = await completedSheet([[collar, 8]]);
    await completedSheet([[collar, 1]]);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(voidSheet(found.id, { reason: 'Đếm nhầm' }), 409, 'Không đủ tồn kho: Vòng cổ chống ve chỉ còn 1 cái');
      await expectRefused(call(server.url, 'POST', `/stock-takes/${found.id}/void`, { ...asOwner(), lang: 'en', body: { reason: 'Miscounted' } }), 409, 'Not enough stock: only 1 cái of Vòng cổ chống ve left');
    });
    expect((await call<StockTake>(server.url, 'GET', `/stock-takes/${found.id}`, asOwner())).body).toMatchObject({ status: StockTakeStatus.COMPLETED, voidedAt: null, voidedBy: null, voidReason: null });
  });

  it('refuses (409) to void twice, or to void a draft or a canceled sheet', async () => {
    const done = await newSheet();
    await call(server.url, 'PUT', `/stock-takes/${done.id}`, { ...asOwner(), body: { complete: true } });
    expect((await voidSheet(done.id, { reason: 'Lập nhầm phiếu' })).status).toBe(200);
    const draft = await newSheet();
    const canceled = await newSheet();
    await created(server.url, `/stock-takes/${canceled.id}/cancel`, undefined, asOwner());
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(voidSheet(done.id, { reason: 'Lần nữa' }), 409, 'Chứng từ này đã bị hủy trước đó');
      for (const id of [draft.id, canceled.id]) await expectRefused(voidSheet(id, { reason: 'Lập nhầm' }), 409, 'Chỉ phiếu kiểm kho đã hoàn thành mới hủy được');
      await expectRefused(call(server.url, 'POST', `/stock-takes/${draft.id}/void`, { ...asOwner(), lang: 'en', body: { reason: 'Wrong' } }), 409, 'Only a completed stock-take can be voided');
      // a voided sheet is read-only like any finished one
      await expectRefused(call(server.url, 'PUT', `/stock-takes/${done.id}`, { ...asOwner(), body: { complete: true } }), 409, 'Phiếu kiểm kho đã hoàn thành hoặc đã hủy, không thể thay đổi');
      await expectRefused(call(server.url, 'POST', `/stock-takes/${done.id}/cancel`, asOwner()), 409, 'Phiếu kiểm kho đã hoàn thành hoặc đã hủy, không thể thay đổi');
    });
  });

  it("needs a reason (400); 404 for another shop's sheet; 403 without INVENTORY_WAREHOUSE; writing nothing", async () => {
    const done = await newSheet();
    await call(server.url, 'PUT', `/stock-takes/${done.id}`, { ...asOwner(), body: { complete: true } });
    await expectBooksUntouched(server.db, async () => {
      for (const sent of [{}, { reason: '   ' }]) await expectRefused(voidSheet(done.id, sent), 400, 'Trường này là bắt buộc', ['reason']);
      await expectRefused(voidSheet(done.id, { reason: 'x'.repeat(501) }), 400, undefined, ['reason']);
      expectNothingOf(foreign, await expectRefused(voidSheet(foreign.stockTakeId, { reason: 'Thử' }), 404, 'Không tìm thấy phiếu kiểm kho'));
      await expectRefused(voidSheet('KK000001', { reason: 'Thử' }), 400, undefined, ['id']);
      for (const by of [as('seller'), as('doctor'), as('spa'), as('owner', 'hanoi')]) expect((await voidSheet(done.id, { reason: 'Thử' }, by)).status).toBe(403);
    });
    expect((await call<StockTake>(server.url, 'GET', `/stock-takes/${done.id}`, asOwner())).body.status).toBe(StockTakeStatus.COMPLETED);
  });
});
