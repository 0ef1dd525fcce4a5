import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import type { ProductImport, ProductImportSummary } from '@/lib/contracts/product-imports';
import type { Supplier } from '@/lib/contracts/suppliers';
import { DocumentKind } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import {
  bookSums,
  expectBooksUntouched,
  expectNothingOf,
  expectRefused,
  foreignBooks,
  type ForeignBooks,
  idWhere,
  importLine,
  lastNumber,
  movementsOf,
  newImport,
  newProduct,
  newSupplier,
  numberOf,
  shopDay,
  stockOf,
  vouchersOf,
} from '../support/books';

// Supplier imports (phiếu nhập, DESIGN §6): the list over the demo's 18 completed imports of Quận 1,
// then drafts and imports completed at once. Completing, canceling and voiding an existing import
// are in product-imports-transitions.test.ts.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const list = (query: string) => call<Page<ProductImportSummary>>(server.url, 'GET', `/product-imports?${query}`, asOwner());
const codes = (page: { items: Array<{ code: string }> }) => page.items.map((i) => i.code);

let foreign: ForeignBooks;
let supplier: Supplier;
let boxed: Product;
let bottled: Product;

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  supplier = await newSupplier(server, asOwner(), { name: 'Công ty Dược phẩm Thú y Đồng Nai', alias: 'Đồng Nai Vet' });
  // counted in viên, bought by the hộp of 10
  boxed = await newProduct(server, asOwner(), { name: 'Viên nhai xổ giun Drontal', unit: 'viên', units: [{ name: 'hộp', factor: 10 }] });
  bottled = await newProduct(server, asOwner(), { name: 'Nước rửa tai Otoclean', unit: 'chai' });
});

describe('GET /product-imports', () => {
  it("lists the shop's imports newest first, paged", async () => {
    const res = await list('limit=5&page=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 18, page: 2, limit: 5 });
    expect(codes(res.body)).toEqual(['PN000013', 'PN000012', 'PN000011', 'PN000010', 'PN000009']);
    expect(res.body.items[0]).toMatchObject({ status: ImportStatus.COMPLETED, supplier: { alias: 'Minh Long Medical' } });
    expect(res.body.items.every((i) => i.debt === i.total - i.paid)).toBe(true);
    expectNothingOf(foreign, (await list('limit=100')).body);
  });

  it('filters by supplier and status; another shop supplier filters to nothing', async () => {
    const happyPaws = await idWhere(server.db, 'suppliers', shops.q1, 'alias', 'Happy Paws');
    expect(codes((await list(`supplierId=${happyPaws}`)).body)).toEqual(['PN000018', 'PN000017', 'PN000009', 'PN000008']);
    expect((await list(`status=${ImportStatus.COMPLETED}`)).body.total).toBe(18);
    expect((await list(`status=${ImportStatus.DRAFT}`)).body.total).toBe(0);
    expect((await list(`supplierId=${foreign.supplierId}`)).body.items).toEqual([]);
  });

  it("filters by the shop's days, both ends included", async () => {
    const all = await list('limit=100');
    const day = shopDay(0, all.body.items.find((i) => i.code === 'PN000005')!.createdAt);
    expect(codes((await list(`from=${day}&to=${day}`)).body)).toEqual(['PN000005']);
    expect((await list(`to=${day}`)).body.total).toBe(5);
    expect((await list(`from=${day}`)).body.total).toBe(14);
  });

  it.each([
    ['a code', 'PN000012', ['PN000012']],
    ['a supplier name without accents', 'phuong nam', ['PN000016', 'PN000007']],
    ['a supplier alias in capitals', 'HAPPY PAWS', ['PN000018', 'PN000017', 'PN000009', 'PN000008']],
    ["the other shop's supplier", 'thu y thu do', []],
  ])('searches by %s', async (_label, search, expected) => {
    expect(codes((await list(`search=${encodeURIComponent(search)}`)).body)).toEqual(expected);
  });

  it('sorts by total, debt and code', async () => {
    expect(codes((await list('sort=total:desc&limit=1')).body)).toEqual(['PN000007']);
    expect(codes((await list('sort=debt:desc&limit=2')).body)).toEqual(['PN000017', 'PN000011']);
    expect(codes((await list('sort=code:asc&limit=3')).body)).toEqual(['PN000001', 'PN000002', 'PN000003']);
  });

  it.each([
    ['an unknown status', 'status=7', 'status'],
    ['a malformed supplier id', 'supplierId=abc', 'supplierId'],
    ['a day that does not exist', 'from=2026-02-30', 'from'],
    ['a range ending before it starts', 'from=2026-11-10&to=2026-11-01', 'to'],
    ['an unknown sort', 'sort=supplier:asc', 'sort'],
  ])('rejects %s with 400 naming the field', async (_label, query, field) => {
    await expectRefused(list(query), 400, undefined, [field]);
  });

  it('answers 403 to roles without INVENTORY_IMPORT and for a foreign shop-Id, showing nothing of it', async () => {
    expect((await call(server.url, 'GET', '/product-imports', as('accountant'))).status).toBe(200);
    for (const role of ['doctor', 'seller', 'spa'] as const) expect((await call(server.url, 'GET', '/product-imports', as(role))).status).toBe(403);
    const res = await call(server.url, 'GET', '/product-imports', as('owner', 'hanoi'));
    expect(res.status).toBe(403);
    expectNothingOf(foreign, res.body);
  });
});

describe('POST /product-imports', () => {
  const body = (patch: Record<string, unknown> = {}) => ({ supplierId: supplier.id, lines: [importLine(boxed.id)], ...patch });

  it('saves a draft in any unit of its products, moving neither stock nor money', async () => {
    const before = await bookSums(server.db);
    const draft = await newImport(server, as('accountant'), {
      supplierId: supplier.id,
      lines: [importLine(boxed.id, { unitName: 'Hộp', quantity: 2, unitCost: 95_000, discount: 10_000 }), importLine(bottled.id, { unitName: 'chai', quantity: 4, unitCost: 25_000 })],
      discount: 5_000,
      otherCosts: 15_000,
      payNow: 100_000,
      note: 'Giao trước, thanh toán khi nhận',
    });
    expect(draft).toMatchObject({ code: 'PN000019', status: ImportStatus.DRAFT, subtotal: 280_000, total: 290_000, paid: 0, debt: 0, payNow: 100_000, createdBy: { name: 'Võ Thị Hạnh' } });
    expect(draft.lines.map((l) => [l.product.id, l.unitName, l.unitFactor, l.quantity, l.amount])).toEqual([
      [boxed.id, 'hộp', 10, 2, 180_000],
      [bottled.id, 'chai', 1, 4, 100_000],
    ]);
    expect(await bookSums(server.db)).toEqual({ ...before, counters: before.counters + 1 });
    expect(await movementsOf(server.db, boxed.id)).toEqual([]);
  });

  it('completes at once: stock in base units into its lot, the average cost, a PC voucher for what is paid and the rest owed', async () => {
    const expiresOn = shopDay(365);
    const done = await newImport(server, asOwner(), body({ lines: [importLine(boxed.id, { unitName: 'hộp', quantity: 3, unitCost: 100_000, batchNo: 'DN-2611', expiresOn })], payNow: 120_000, payMethod: 'BANK_TRANSFER', complete: true }));
    expect(done).toMatchObject({ status: ImportStatus.COMPLETED, total: 300_000, paid: 120_000, debt: 180_000, completedBy: { name: 'Nguyễn Thị Minh Anh' } });
    expect(await stockOf(server.db, boxed.id)).toEqual({ stock: 30, cost: 10_000, batches: [{ batchNo: 'DN-2611', expiresOn, quantity: 30 }] });
    expect(await movementsOf(server.db, boxed.id)).toEqual([{ reason: 'import', delta: 30, balanceAfter: 30, unitCost: 10_000, documentCode: done.code, batchNo: 'DN-2611' }]);
    const [voucher] = await vouchersOf(server.db, done.id);
    expect(voucher).toEqual({ code: expect.stringMatching(/^PC\d{6}$/), type: 'PAYMENT', category: 'PURCHASE', amount: 120_000, method: 'BANK_TRANSFER', payerName: supplier.name });
    expect(done.payments).toEqual([expect.objectContaining({ voucherCode: voucher.code, amount: 120_000, method: 'BANK_TRANSFER' })]);
  });

  it('moves the average cost by each import, rounded half up to the đồng', async () => {
    // (30 × 10 000 + 10 × 10 402) / 40 = 10 100.5
    await newImport(server, asOwner(), body({ lines: [importLine(boxed.id, { quantity: 10, unitCost: 10_402 })], complete: true }));
    expect(await stockOf(server.db, boxed.id)).toMatchObject({ stock: 40, cost: 10_101 });
  });

  it('shares the import discount and other costs over the lines by amount (the landed cost)', async () => {
    const [a, b] = [await newProduct(server, asOwner()), await newProduct(server, asOwner())];
    // 300 000 and 100 000: the discount 40 000 goes 30 000 / 10 000, the freight 20 000 goes 15 000 / 5 000
    const lines = [importLine(a.id, { quantity: 6, unitCost: 50_000 }), importLine(b.id, { quantity: 2, unitCost: 50_000 })];
    const done = await newImport(server, asOwner(), body({ lines, discount: 40_000, otherCosts: 20_000, complete: true }));
    expect(done).toMatchObject({ subtotal: 400_000, total: 380_000, paid: 0, debt: 380_000 });
    expect(await stockOf(server.db, a.id)).toMatchObject({ stock: 6, cost: 47_500 });
    expect(await stockOf(server.db, b.id)).toMatchObject({ stock: 2, cost: 47_500 });
    expect(await vouchersOf(server.db, done.id)).toEqual([]);
  });

  it('takes a lot whose expiry is already past (the form only warns)', async () => {
    const expired = await newProduct(server, asOwner());
    const done = await newImport(server, asOwner(), body({ lines: [importLine(expired.id, { quantity: 5, batchNo: 'CU-01', expiresOn: shopDay(-3) })], complete: true }));
    expect(done.lines[0]).toMatchObject({ batchNo: 'CU-01', expiresOn: shopDay(-3) });
    expect((await stockOf(server.db, expired.id)).batches).toEqual([{ batchNo: 'CU-01', expiresOn: shopDay(-3), quantity: 5 }]);
  });

  it.each([
    ['a zero quantity', { lines: [{ quantity: 0 }] }, 'lines.0.quantity'],
    ['a negative quantity', { lines: [{ quantity: -2 }] }, 'lines.0.quantity'],
    ['a fractional quantity', { lines: [{ quantity: 1.5 }] }, 'lines.0.quantity'],
    ['a negative unit cost', { lines: [{ unitCost: -1 }] }, 'lines.0.unitCost'],
    ['a fractional unit cost', { lines: [{ unitCost: 10_000.5 }] }, 'lines.0.unitCost'],
    ['a unit cost in words', { lines: [{ unitCost: 'mười nghìn' }] }, 'lines.0.unitCost'],
    ['a line discount over the line amount', { lines: [{ discount: 100_001 }] }, 'lines.0.discount'],
    ['an expiry that is no day', { lines: [{ expiresOn: '2027-02-30' }] }, 'lines.0.expiresOn'],
    ['a unit the product does not have', { lines: [{ unitName: 'thùng' }] }, 'lines.0.unitName'],
    ['no line', { lines: [] }, 'lines'],
    ['an import discount over the goods', { discount: 100_001 }, 'discount'],
    ['paying now more than the total', { payNow: 100_001 }, 'payNow'],
    ['a fractional payment', { payNow: 0.5 }, 'payNow'],
    ['an unknown payment method', { payMethod: 'BITCOIN' }, 'payMethod'],
    ['a malformed supplier id', { supplierId: 'ncc-1' }, 'supplierId'],
  ])('rejects %s with 400 naming the field, moving nothing', (_label, patch, field) =>
    expectBooksUntouched(server.db, async () => {
      const { lines, ...rest } = patch as { lines?: Array<Record<string, unknown>> };
      const sent = body({ ...rest, lines: lines ? lines.map((l) => importLine(boxed.id, l)) : [importLine(boxed.id)], complete: true });
      await expectRefused(call(server.url, 'POST', '/product-imports', { ...asOwner(), body: sent }), 400, undefined, [field]);
    }));

  it('says what is wrong in the language asked', async () => {
    const sent = body({ lines: [importLine(boxed.id, { quantity: 0 })] });
    await expectRefused(call(server.url, 'POST', '/product-imports', { ...asOwner(), body: sent }), 400, 'Số lượng phải là số nguyên lớn hơn 0');
    await expectRefused(call(server.url, 'POST', '/product-imports', { ...asOwner(), lang: 'en', body: sent }), 400, 'Quantity must be a whole number above 0');
  });

  it("answers 404 for an unknown or another shop's product or supplier, writing nothing and keeping the codes gap-free", async () => {
    const before = await lastNumber(server.db, shops.q1, DocumentKind.PRODUCT_IMPORT);
    await expectBooksUntouched(server.db, async () => {
      for (const productId of [randomUUID(), foreign.productId]) {
        const res = await expectRefused(call(server.url, 'POST', '/product-imports', { ...asOwner(), body: body({ lines: [importLine(productId)], complete: true }) }), 404, 'Không tìm thấy sản phẩm');
        expectNothingOf(foreign, res);
      }
      for (const supplierId of [randomUUID(), foreign.supplierId]) {
        const res = await expectRefused(call(server.url, 'POST', '/product-imports', { ...asOwner(), body: body({ supplierId }) }), 404, 'Không tìm thấy nhà cung cấp');
        expectNothingOf(foreign, res);
      }
    });
    const next = await newImport(server, asOwner(), body());
    expect(numberOf(next.code)).toBe(before + 1);
  });

  it.each([
    ['with a payment', 30_000],
    ['with nothing paid yet', 0],
  ])('makes and completes one import %s, however often a save-and-complete is sent with its idempotency key', async (_label, payNow) => {
    const sent = body({ payNow, complete: true, idempotencyKey: `import-retry-${payNow}` });
    const first = await newImport(server, asOwner(), sent);
    await expectBooksUntouched(server.db, async () => {
      const again = await Promise.all([1, 2].map(() => call<ProductImport>(server.url, 'POST', '/product-imports', { ...asOwner(), body: sent })));
      expect(again.map((a) => [a.status, a.body.id, a.body.code])).toEqual([1, 2].map(() => [200, first.id, first.code]));
    });
    expect((await vouchersOf(server.db, first.id)).map((v) => v.amount)).toEqual(payNow ? [payNow] : []);
  });

  it('numbers imports PN and six digits, one after another', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await newImport(server, asOwner(), body())).code);
    expect(made.every((c) => /^PN\d{6}$/.test(c))).toBe(true);
    expect(made.map(numberOf)).toEqual([0, 1, 2].map((i) => numberOf(made[0]) + i));
  });

  it('answers 403 to roles without INVENTORY_IMPORT and for a foreign shop-Id, moving nothing', () =>
    expectBooksUntouched(server.db, async () => {
      for (const by of [as('doctor'), as('seller'), as('spa'), as('owner', 'hanoi')]) {
        expect((await call(server.url, 'POST', '/product-imports', { ...by, body: body({ complete: true, payNow: 1_000 }) })).status).toBe(403);
      }
    }));
});
