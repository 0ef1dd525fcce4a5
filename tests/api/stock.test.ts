import type { ErrorBody } from '@/lib/contracts/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/lib/contracts/products';
import type { ExpiringBatch, StockCard, StockOverviewItem } from '@/lib/contracts/stock';
import type { Page } from '@/lib/contracts/pagination';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { ProductGroup } from '@/lib/enums/products';
import { call, type CallOptions, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';
import { expectNothingOf, expectRefused, foreignBooks, type ForeignBooks, idWhere, importLine, newImport, newProduct, newSupplier, shopDay } from '../support/books';

// The stock ledger as people read it (DESIGN §6): a product's stock card, the stock on hand with its
// value, and the lots that expire. A product of the file's own gets a short history of every kind
// of movement; the demo's three months of imports and its stock-take give the rest.

const { server, shops, as } = shopSuite(['accountant', 'seller', 'doctor', 'spa'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const get = <T>(path: string, by: CallOptions = asOwner()) => call<T>(server.url, 'GET', path, by);
const cardOf = (id: string, query = '') => get<StockCard>(`/products/${id}/stock-card?${query}`);

let foreign: ForeignBooks;
let product: Product;
let importA: string;

beforeAll(async () => {
  foreign = await foreignBooks(server.db, shops.hanoi);
  const supplier = await newSupplier(server, asOwner());
  product = await newProduct(server, asOwner(), { name: 'Thuốc trị viêm da Apoquel 16mg', units: [{ name: 'hộp', factor: 10 }] });
  // in 20 (a lot), in 5, a stock-take finds 22, the second import is voided: 17 left
  importA = (await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(product.id, { unitName: 'hộp', quantity: 2, unitCost: 80_000, batchNo: 'SC-1', expiresOn: shopDay(200) })], complete: true })).code;
  const b = await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(product.id, { quantity: 5, unitCost: 8_000 })], complete: true });
  const sheet = await created<StockTake>(server.url, '/stock-takes', { productGroup: ProductGroup.MEDICINE }, asOwner());
  await call(server.url, 'PUT', `/stock-takes/${sheet.id}`, { ...asOwner(), body: { counts: [{ productId: product.id, countedQuantity: 22 }], complete: true } });
  await created(server.url, `/product-imports/${b.id}/void`, { reason: 'Trả lại hàng' }, asOwner());
});

describe('GET /products/{id}/stock-card', () => {
  it("shows a product's movements newest first with the balance after each, in and out", async () => {
    const res = await cardOf(product.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, opening: 0, closing: 17, totalIn: 25, totalOut: 8, product: { id: product.id, stockOnHand: 17, units: [{ name: 'hộp', factor: 10 }] } });
    expect(res.body.items.map((m) => [m.reason, m.delta, m.balanceAfter])).toEqual([
      ['import_void', -5, 17],
      ['stock_take', -3, 22],
      ['import', 5, 25],
      ['import', 20, 20],
    ]);
    expect(res.body.items[3]).toMatchObject({ documentType: 'product_import', documentCode: importA, unitCost: 8_000, batch: { batchNo: 'SC-1', expiresOn: shopDay(200) }, createdBy: { name: 'Nguyễn Thị Minh Anh' } });
    expect(res.body.items[1].batch).toMatchObject({ batchNo: 'SC-1' });
  });

  it('filters by reason and pages, keeping what came in and went out over the period', async () => {
    const imports = await cardOf(product.id, 'reason=import');
    expect(imports.body).toMatchObject({ total: 2, totalIn: 25, totalOut: 8 });
    expect(imports.body.items.map((m) => m.delta)).toEqual([5, 20]);
    const second = await cardOf(product.id, 'limit=1&page=2');
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(second.body.items.map((m) => m.reason)).toEqual(['stock_take']);
  });

  it('gives the balance before and at the end of a period of days', async () => {
    // the demo's syringes: two deliveries (boxes of 100 and loose ones), then the stock-take five
    // days ago found 5 missing
    const syringes = await idWhere(server.db, 'products', shops.q1, 'name', 'Bơm tiêm 3ml');
    const all = (await cardOf(syringes)).body.items;
    expect(all.map((m) => m.reason)).toEqual(['stock_take', 'import', 'import', 'import', 'import']);
    const day = shopDay(0, all[0].createdAt);
    const thatDay = await cardOf(syringes, `from=${day}&to=${day}`);
    expect(thatDay.body).toMatchObject({ total: 1, opening: all[1].balanceAfter, closing: all[0].balanceAfter, totalIn: 0, totalOut: 5 });
    const before = await cardOf(syringes, `to=${shopDay(-1, all[0].createdAt)}`);
    expect(before.body).toMatchObject({ total: 4, opening: 0, closing: all[1].balanceAfter, totalIn: all[1].balanceAfter, totalOut: 0 });
    const later = await cardOf(product.id, `from=${shopDay(1)}`);
    expect(later.body).toMatchObject({ items: [], total: 0, opening: 17, closing: 17, totalIn: 0, totalOut: 0 });
  });

  it.each([
    ['an unknown reason', 'reason=theft', 'reason'],
    ['a range ending before it starts', 'from=2026-11-10&to=2026-11-01', 'to'],
    ['a page size over 100', 'limit=101', 'limit'],
  ])('rejects %s with 400 naming the field', async (_label, query, field) => {
    await expectRefused(cardOf(product.id, query), 400, undefined, [field]);
  });

  it("answers 404 for another shop's product, 403 without INVENTORY_TRACKING and for a foreign shop-Id", async () => {
    expectNothingOf(foreign, await expectRefused(cardOf(foreign.productId), 404, 'Không tìm thấy sản phẩm'));
    expect((await get(`/products/${product.id}/stock-card`, as('accountant'))).status).toBe(200);
    for (const role of ['doctor', 'seller', 'spa'] as const) expect((await get(`/products/${product.id}/stock-card`, as(role))).status).toBe(403);
    expect((await get(`/products/${foreign.productId}/stock-card`, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('PUT /products/{id} of goods the ledger holds', () => {
  it('keeps the base unit once stock has moved (409 naming the field), while other fields and larger units change', async () => {
    const edit = (patch: Record<string, unknown>) =>
      call<ErrorBody & Product>(server.url, 'PUT', `/products/${product.id}`, { ...asOwner(), body: { code: product.code, name: product.name, group: product.group, unit: product.unit, salePrice: 25_000, minimumStock: 2, units: [{ name: 'hộp', factor: 10 }], ...patch } });
    const renamed = await edit({ unit: 'hộp', units: [] });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([{ field: 'unit', messages: ['Sản phẩm đã có phát sinh kho: không đổi được đơn vị tính cơ bản (hãy thêm đơn vị quy đổi)'] }]);
    const priced = await edit({ units: [{ name: 'hộp', factor: 10 }, { name: 'thùng', factor: 100 }] });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ unit: product.unit, salePrice: 25_000, stockOnHand: 17, units: [{ name: 'hộp', factor: 10 }, { name: 'thùng', factor: 100 }] });
  });
});

describe('GET /stock', () => {
  const overview = (query = '') => get<Page<StockOverviewItem> & { totalValue: number }>(`/stock?${query}`);
  const sumsOf = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ n: number; value: number }>(server.db, sql`select count(*)::int as n, coalesce(sum(stock_on_hand * average_cost), 0)::float8 as value from products where shop_id = ${shops.q1} and ${where}`);
    return row;
  };

  it('lists the products holding stock, most valuable first, each valued at average cost, and the value of all', async () => {
    const res = await overview('limit=100');
    expect(res.status).toBe(200);
    const expected = await sumsOf(sql`stock_on_hand <> 0`);
    expect(res.body).toMatchObject({ total: expected.n, totalValue: expected.value });
    expect(res.body.items.every((p) => p.stockOnHand !== 0 && p.value === p.stockOnHand * p.averageCost)).toBe(true);
    const values = res.body.items.map((p) => p.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(res.body.items.find((p) => p.id === product.id)).toMatchObject({ stockOnHand: 17, value: 17 * res.body.items.find((p) => p.id === product.id)!.averageCost });
  });

  it('lists every product with all=true, and sorts by value or stock', async () => {
    const empty = await newProduct(server, asOwner(), { name: 'Sữa tắm cho mèo Bio' });
    const all = await overview('all=true&limit=100');
    expect(all.body.total).toBe((await sumsOf(sql`true`)).n);
    expect(all.body.items.find((p) => p.id === empty.id)).toMatchObject({ stockOnHand: 0, value: 0 });
    expect((await overview()).body.items.map((p) => p.id)).not.toContain(empty.id);
    const cheapest = await overview('sort=value:asc&limit=5');
    expect(cheapest.body.items.map((p) => p.value)).toEqual([...cheapest.body.items.map((p) => p.value)].sort((a, b) => a - b));
    const most = await overview('sort=stockOnHand:desc&limit=5');
    expect(most.body.items.map((p) => p.stockOnHand)).toEqual([...most.body.items.map((p) => p.stockOnHand)].sort((a, b) => b - a));
  });

  it('filters by low stock and product group, and searches names without accents', async () => {
    const none = await newProduct(server, asOwner(), { name: 'Găng tay khám bệnh size M', minimumStock: 5 });
    const low = await overview('lowStock=true&limit=100');
    // goods with none left at all are the first to order: listed too
    expect(low.body.total).toBe((await sumsOf(sql`stock_on_hand < minimum_stock`)).n);
    expect(low.body.items.every((p) => p.isLowStock && p.stockOnHand < p.minimumStock)).toBe(true);
    expect(low.body.items.find((p) => p.id === none.id)).toMatchObject({ stockOnHand: 0, minimumStock: 5, isLowStock: true });
    const supplies = await overview(`group=${ProductGroup.MEDICAL_SUPPLIES}&limit=100`);
    expect(supplies.body).toMatchObject({ total: (await sumsOf(sql`stock_on_hand <> 0 and product_group = 2`)).n, totalValue: (await sumsOf(sql`stock_on_hand <> 0 and product_group = 2`)).value });
    expect(supplies.body.items.every((p) => p.group === ProductGroup.MEDICAL_SUPPLIES)).toBe(true);
    const found = await overview('search=bom%20tiem');
    expect(found.body.items.map((p) => p.name).sort()).toEqual(['Bơm tiêm 1ml', 'Bơm tiêm 3ml', 'Bơm tiêm 5ml']);
  });

  it.each([
    ['an unknown group', 'group=5', 'group'],
    ['a flag that is not true/false', 'lowStock=yes', 'lowStock'],
    ['an unknown sort', 'sort=averageCost:asc', 'sort'],
  ])('rejects %s with 400 naming the field', async (_label, query, field) => {
    await expectRefused(overview(query), 400, undefined, [field]);
  });

  it('answers 403 without INVENTORY_TRACKING and for a foreign shop-Id; never lists another shop', async () => {
    expectNothingOf(foreign, (await overview('all=true&limit=100')).body);
    expect((await get('/stock', as('accountant'))).status).toBe(200);
    for (const role of ['doctor', 'seller', 'spa'] as const) expect((await get('/stock', as(role))).status).toBe(403);
    const res = await get('/stock', as('owner', 'hanoi'));
    expect(res.status).toBe(403);
    expectNothingOf(foreign, res.body);
  });
});

describe('GET /stock/batches', () => {
  const batches = (query = '') => get<Page<ExpiringBatch>>(`/stock/batches?${query}`);
  const named = (page: Page<ExpiringBatch>) => page.items.map((b) => [b.product.name, b.daysLeft]);

  it('lists the lots expiring within 30, 60 or 90 days, soonest first', async () => {
    // the demo: Nobivac Tricat in 20 days, Nutri-Plus 25, Tobramycin 45, Biosub 75
    expect(named((await batches('within=30')).body)).toEqual([
      ['Vaccine Nobivac Tricat', 20],
      ['Gel dinh dưỡng Nutri-Plus 120g', 25],
    ]);
    expect(named((await batches('within=60')).body).map(([, days]) => days)).toEqual([20, 25, 45]);
    const ninety = await batches();
    expect(named(ninety.body).map(([, days]) => days)).toEqual([20, 25, 45, 75]);
    expect(ninety.body.items[3]).toMatchObject({ product: { name: 'Men tiêu hóa Biosub' }, quantity: 90, expiresOn: shopDay(75) });
    expect(named((await batches('sort=expiresOn:desc&limit=1')).body)).toEqual([['Men tiêu hóa Biosub', 75]]);
    expect(named((await batches('search=nobivac')).body)).toEqual([['Vaccine Nobivac Tricat', 20]]);
  });

  it('lists the lots already expired with their value; a lot with nothing left is not listed', async () => {
    const supplier = await newSupplier(server, asOwner());
    const late = await newProduct(server, asOwner(), { name: 'Thuốc nhỏ tai Surolan' });
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(late.id, { quantity: 3, unitCost: 5_000, batchNo: 'OLD-1', expiresOn: shopDay(-3) })], complete: true });
    const gone = await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(late.id, { quantity: 2, batchNo: 'OLD-2', expiresOn: shopDay(-2) })], complete: true });
    await created(server.url, `/product-imports/${gone.id}/void`, { reason: 'Hàng hết hạn, trả lại' }, asOwner());
    const res = await batches('within=expired');
    expect(named(res.body)).toEqual([
      ['Metacam 1,5mg/ml chai 10ml', -10],
      ['Thuốc nhỏ tai Surolan', -3],
    ]);
    const [metacam] = await rowsOf<{ cost: number }>(server.db, sql`select average_cost::float8 as cost from products where shop_id = ${shops.q1} and name = 'Metacam 1,5mg/ml chai 10ml'`);
    expect(res.body.items[0]).toMatchObject({ quantity: 4, value: 4 * metacam.cost, expiresOn: shopDay(-10) });
    expect(res.body.items[1]).toMatchObject({ batchNo: 'OLD-1', quantity: 3, value: 15_000 });
  });

  it('rejects a window other than 30, 60, 90 or expired with 400; 403 without INVENTORY_TRACKING and for a foreign shop-Id', async () => {
    await expectRefused(batches('within=45'), 400, 'Giá trị không hợp lệ', ['within']);
    await expectRefused(get('/stock/batches?within=45', { ...asOwner(), lang: 'en' }), 400, 'Invalid value', ['within']);
    await expectRefused(batches('sort=quantity:asc'), 400, undefined, ['sort']);
    expect((await get('/stock/batches', as('accountant'))).status).toBe(200);
    for (const role of ['doctor', 'seller', 'spa'] as const) expect((await get('/stock/batches', as(role))).status).toBe(403);
    expect((await get('/stock/batches', as('owner', 'hanoi'))).status).toBe(403);
  });
});
