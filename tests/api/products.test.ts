import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import { ProductGroup } from '@/lib/enums/products';
import { products } from '@/server/db/schema/products';
import { call, created } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';

const { server, as, expectForeignShopListRefused, expectDeleteRefused } = shopSuite(['accountant', 'seller', 'doctor'], { emptyCatalogues: true });
const asOwner = () => as('owner');

const newProduct = (patch: Record<string, unknown> = {}) => ({
  code: 'SP0001',
  barcode: '8936012345678',
  name: 'Thuốc nhỏ gáy trị ve rận',
  group: ProductGroup.MEDICINE,
  unit: 'Tuýp',
  salePrice: 185000,
  minimumStock: 5,
  ...patch,
});

const create = (body: Record<string, unknown>, by = asOwner()) => created<Product>(server.url, '/products', body, by);

/** Stock moves only through the stock ledger, which does not exist yet: set it directly. */
const setStock = (id: string, stockOnHand: number) => server.db.update(products).set({ stockOnHand }).where(eq(products.id, id));

let drops: Product;
let food: Product;
let foreign: Product;

beforeAll(async () => {
  drops = await create(newProduct());
  food = await create(newProduct({ code: 'TA-002', barcode: null, name: 'Hạt Royal Canin Mini Adult 2kg', group: ProductGroup.SALE_GOODS, unit: 'Túi', salePrice: 420000, minimumStock: 0 }));
  await create(newProduct({ code: 'VT-003', barcode: '8930000000017', name: 'Bơm tiêm 5ml', group: ProductGroup.MEDICAL_SUPPLIES, unit: 'Cái', salePrice: 3000, minimumStock: 100 }));
  // the same code and barcode are free in another shop
  foreign = await create(newProduct({ name: 'Sản phẩm Bí Mật' }), as('other', 'hanoi'));
  await setStock(drops.id, 2);
  await setStock(food.id, 40);
});

describe('GET /products', () => {
  it("lists the shop's products with paging and sort", async () => {
    const res = await call<Page<Product>>(server.url, 'GET', '/products?sort=salePrice:asc&limit=2', asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.items.map((p) => p.code)).toEqual(['VT-003', 'SP0001']);
  });

  it('filters by group and low stock (stock on hand below the minimum)', async () => {
    const goods = await call<Page<Product>>(server.url, 'GET', `/products?group=${ProductGroup.SALE_GOODS}`, asOwner());
    expect(goods.body.items.map((p) => p.id)).toEqual([food.id]);
    const low = await call<Page<Product>>(server.url, 'GET', '/products?lowStock=true&sort=code:asc', asOwner());
    expect(low.body.items.map((p) => [p.code, p.stockOnHand, p.minimumStock, p.isLowStock])).toEqual([
      ['SP0001', 2, 5, true],
      ['VT-003', 0, 100, true],
    ]);
  });

  it.each([
    ['the name without accents', 'thuoc nho gay', 'SP0001'],
    ['the name in capitals', 'ROYAL CANIN', 'TA-002'],
    ['the code in lower case', 'vt-003', 'VT-003'],
    ['a scanned barcode', '8936012345678', 'SP0001'],
    ['a barcode fragment', '0000017', 'VT-003'],
  ])('searches by %s', async (_label, search, code) => {
    const res = await call<Page<Product>>(server.url, 'GET', `/products?search=${encodeURIComponent(search)}`, asOwner());
    expect(res.body.items.map((p) => p.code)).toEqual([code]);
  });

  it.each(['group=5', 'lowStock=1', 'sort=averageCost:asc', 'limit=101'])('rejects %s with 400', async (q) => {
    expect((await call(server.url, 'GET', `/products?${q}`, asOwner())).status).toBe(400);
  });

  it('answers 403 to roles without PRODUCT_VIEW_DETAILS and for a foreign shop-Id; never lists another shop', async () => {
    expect((await call(server.url, 'GET', '/products', as('accountant'))).status).toBe(200);
    expect((await call(server.url, 'GET', '/products', as('seller'))).status).toBe(403);
    expect((await call(server.url, 'GET', '/products', as('doctor'))).status).toBe(403);
    await expectForeignShopListRefused('/products');
  });
});

describe('POST /products', () => {
  it('creates a product with no stock (the accountant may, PRODUCT_CREATE)', async () => {
    const res = await call<Product>(server.url, 'POST', '/products', { ...as('accountant'), body: newProduct({ code: 'HC-004', barcode: '', name: 'Dung dịch sát khuẩn', group: ProductGroup.CHEMICALS, unit: 'Chai' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'HC-004', barcode: null, group: ProductGroup.CHEMICALS, stockOnHand: 0, minimumStock: 5, isLowStock: true, isActive: true });
  });

  it.each([
    ['a missing code', { code: '' }, 'code'],
    ['a short name', { name: 'Hạ' }, 'name'],
    ['an unknown group', { group: 7 }, 'group'],
    ['an empty unit', { unit: '' }, 'unit'],
    ['a unit over 20 characters', { unit: 'Hộp 10 vỉ x 10 viên nén' }, 'unit'],
    ['a negative sale price', { salePrice: -1000 }, 'salePrice'],
    ['an average cost (read-only: the stock ledger computes it)', { averageCost: 1000 }, 'averageCost'],
    ['a negative minimum stock', { minimumStock: -1 }, 'minimumStock'],
    ['a stock on hand (read-only)', { stockOnHand: 50 }, 'stockOnHand'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) =>
    expectRejectedBody(server, '/products', { ...asOwner(), body: newProduct({ code: 'NEW-1', barcode: null, ...patch }) }, field));

  it('answers 409 naming the code, then the barcode, when another product of the shop has it', () =>
    expectNothingWritten(server.db, async () => {
      const code = await call<ErrorBody>(server.url, 'POST', '/products', { ...asOwner(), body: newProduct({ barcode: '1111111111111' }) });
      expect(code.status).toBe(409);
      expect(code.body.errors?.[0].field).toBe('code');
      expect(code.body.message).toBe('Mã sản phẩm đã được sử dụng');
      const barcode = await call<ErrorBody>(server.url, 'POST', '/products', { ...asOwner(), lang: 'en', body: newProduct({ code: 'SP0009' }) });
      expect(barcode.status).toBe(409);
      expect(barcode.body.errors?.[0].field).toBe('barcode');
      expect(barcode.body.message).toBe('This barcode is already in use');
    }));

  it('answers 403 to roles without PRODUCT_CREATE and for a foreign shop-Id, writing nothing', () =>
    expectNothingWritten(server.db, async () => {
      expect((await call(server.url, 'POST', '/products', { ...as('seller'), body: newProduct({ code: 'X1', barcode: null }) })).status).toBe(403);
      expect((await call(server.url, 'POST', '/products', { ...as('owner', 'hanoi'), body: newProduct({ code: 'X2', barcode: null }) })).status).toBe(403);
    }));
});

describe('GET /products/{id}', () => {
  it('shows a product', async () => {
    const res = await call<Product>(server.url, 'GET', `/products/${food.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'TA-002', stockOnHand: 40, isLowStock: false });
  });

  it("answers 404 for another shop's product, 400 for a malformed id, 403 to the seller", async () => {
    const res = await call<ErrorBody>(server.url, 'GET', `/products/${foreign.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'GET', '/products/xyz', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', `/products/${food.id}`, as('seller'))).status).toBe(403);
  });
});

describe('PUT /products/{id}', () => {
  it('edits a product, never its stock on hand', async () => {
    const res = await call<Product>(server.url, 'PUT', `/products/${food.id}`, { ...as('accountant'), body: newProduct({ code: 'TA-002', barcode: '8930000000024', name: 'Hạt Royal Canin Mini Adult 2kg', group: ProductGroup.SALE_GOODS, unit: 'Túi', salePrice: 430000, minimumStock: 50 }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ barcode: '8930000000024', salePrice: 430000, stockOnHand: 40, minimumStock: 50, isLowStock: true });
  });

  it('refuses a stock on hand in the body with 400, leaving the stock', async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/products/${food.id}`, { ...asOwner(), body: { ...newProduct({ code: 'TA-002', barcode: null }), stockOnHand: 999 } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['stockOnHand']);
    const [row] = await server.db.select().from(products).where(eq(products.id, food.id));
    expect(row).toMatchObject({ stockOnHand: 40, barcode: '8930000000024' });
  });

  it("answers 409 naming the code or barcode of another product, but keeps the product's own", async () => {
    const own = await call<Product>(server.url, 'PUT', `/products/${drops.id}`, { ...asOwner(), body: newProduct({ salePrice: 190000 }) });
    expect(own.status).toBe(200);
    const code = await call<ErrorBody>(server.url, 'PUT', `/products/${drops.id}`, { ...asOwner(), body: newProduct({ code: 'VT-003' }) });
    expect(code.status).toBe(409);
    expect(code.body.errors?.[0].field).toBe('code');
    const barcode = await call<ErrorBody>(server.url, 'PUT', `/products/${drops.id}`, { ...asOwner(), body: newProduct({ barcode: '8930000000017' }) });
    expect(barcode.status).toBe(409);
    expect(barcode.body.errors?.[0].field).toBe('barcode');
    const [row] = await server.db.select().from(products).where(eq(products.id, drops.id));
    expect(row).toMatchObject({ code: 'SP0001', barcode: '8936012345678', salePrice: 190000 });
  });

  it("answers 404 for another shop's product without touching it; 403 to the seller and for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/products/${foreign.id}`, { ...asOwner(), body: newProduct({ code: 'ZZ', barcode: null }) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'PUT', `/products/${food.id}`, { ...as('seller'), body: newProduct({ code: 'TA-002', barcode: null }) })).status).toBe(403);
    expect((await call(server.url, 'PUT', `/products/${foreign.id}`, { ...as('owner', 'hanoi'), body: newProduct() })).status).toBe(403);
    const [row] = await server.db.select().from(products).where(eq(products.id, foreign.id));
    expect(row.name).toBe('Sản phẩm Bí Mật');
  });
});

describe('DELETE /products/{id}', () => {
  it('deletes a product (no document refers to products yet)', async () => {
    const p = await create(newProduct({ code: 'DEL-1', barcode: null, name: 'Sản phẩm tạm' }));
    const res = await call<DeleteResult>(server.url, 'DELETE', `/products/${p.id}`, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect(await server.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
  });

  it("answers 404 for another shop's product and leaves it; 403 to the seller and for a foreign shop-Id", () =>
    expectDeleteRefused('/products', products, { foreign: foreign.id, own: food.id }, 'seller'));
});
