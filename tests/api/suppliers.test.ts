import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Supplier } from '@/lib/contracts/suppliers';
import { suppliers } from '@/server/db/schema/suppliers';
import { call, created } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';

const { server, as, expectForeignShopListRefused, expectDeleteRefused } = shopSuite(['accountant', 'seller', 'doctor'], { emptyCatalogues: true });
const asOwner = () => as('owner');

const newSupplier = (patch: Record<string, unknown> = {}) => ({
  name: 'Công ty TNHH Thú Y Sài Gòn',
  alias: 'Thú Y Sài Gòn',
  address: '45 Điện Biên Phủ, Bình Thạnh, TP.HCM',
  phone: '02838123456',
  bankName: 'Vietcombank',
  bankBranch: 'Chi nhánh Sài Gòn',
  accountNumber: '0071001234567',
  accountName: 'CONG TY TNHH THU Y SAI GON',
  ...patch,
});

const create = (body: Record<string, unknown>, by = asOwner()) => created<Supplier>(server.url, '/suppliers', body, by);

let saigon: Supplier;
let royal: Supplier;
let foreign: Supplier;

beforeAll(async () => {
  saigon = await create(newSupplier());
  royal = await create({ name: 'Nhà phân phối Royal Canin Việt Nam', alias: 'Royal Canin', address: '10 Nguyễn Văn Linh, Quận 7', phone: '0909888777' });
  foreign = await create(newSupplier({ name: 'Nhà cung cấp Bí Mật', alias: 'Bí Mật' }), as('other', 'hanoi'));
});

describe('GET /suppliers', () => {
  it("lists the shop's suppliers, paged and sorted", async () => {
    const res = await call<Page<Supplier>>(server.url, 'GET', '/suppliers?sort=alias:asc&limit=1', asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(res.body.items.map((s) => s.alias)).toEqual(['Royal Canin']);
  });

  it.each([
    ['the alias without accents', 'thu y sai gon', 'saigon'],
    ['the name in capitals', 'PHÂN PHỐI', 'royal'],
    ['a phone fragment', '888777', 'royal'],
  ])('searches by %s', async (_label, search, which) => {
    const res = await call<Page<Supplier>>(server.url, 'GET', `/suppliers?search=${encodeURIComponent(search)}`, asOwner());
    expect(res.body.items.map((s) => s.id)).toEqual([which === 'saigon' ? saigon.id : royal.id]);
  });

  it.each(['sort=phone:asc', 'page=-1', 'active=1'])('rejects %s with 400', async (q) => {
    expect((await call(server.url, 'GET', `/suppliers?${q}`, asOwner())).status).toBe(400);
  });

  it('answers 403 to roles without SUPPLIER_VIEW_DETAILS and for a foreign shop-Id; never lists another shop', async () => {
    expect((await call(server.url, 'GET', '/suppliers', as('accountant'))).status).toBe(200);
    expect((await call(server.url, 'GET', '/suppliers', as('doctor'))).status).toBe(403);
    expect((await call(server.url, 'GET', '/suppliers', as('seller'))).status).toBe(403);
    await expectForeignShopListRefused('/suppliers');
  });
});

describe('POST /suppliers', () => {
  it('creates a supplier; bank fields are optional', async () => {
    expect(royal).toMatchObject({ alias: 'Royal Canin', phone: '0909888777', bankName: null, bankBranch: null, accountNumber: null, accountName: null, isActive: true });
    const res = await call<Supplier>(server.url, 'POST', '/suppliers', { ...as('accountant'), body: newSupplier({ name: 'Đại lý Pet Mart', alias: 'Pet Mart', phone: '0283999888', bankName: '' }) });
    expect(res.status).toBe(200);
    expect(res.body.bankName).toBeNull();
  });

  it.each([
    ['a short name', { name: 'AB' }, 'name'],
    ['a short alias', { alias: 'TY' }, 'alias'],
    ['a missing alias', { alias: undefined }, 'alias'],
    ['a missing address', { address: '' }, 'address'],
    ['a missing phone', { phone: '' }, 'phone'],
    ['an invalid phone', { phone: '+84903123456' }, 'phone'],
    ['an overlong account number', { accountNumber: '1'.repeat(31) }, 'accountNumber'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) => expectRejectedBody(server, '/suppliers', { ...asOwner(), body: newSupplier(patch) }, field));

  it('answers 403 to roles without SUPPLIER_CREATE and for a foreign shop-Id, writing nothing', () =>
    expectNothingWritten(server.db, async () => {
      expect((await call(server.url, 'POST', '/suppliers', { ...as('seller'), body: newSupplier() })).status).toBe(403);
      expect((await call(server.url, 'POST', '/suppliers', { ...as('doctor'), body: newSupplier() })).status).toBe(403);
      expect((await call(server.url, 'POST', '/suppliers', { ...as('owner', 'hanoi'), body: newSupplier() })).status).toBe(403);
    }));
});

describe('GET /suppliers/{id}', () => {
  it('shows a supplier', async () => {
    const res = await call<Supplier>(server.url, 'GET', `/suppliers/${saigon.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(saigon);
  });

  it("answers 404 for another shop's supplier, 400 for a malformed id, 403 to the doctor", async () => {
    const res = await call<ErrorBody>(server.url, 'GET', `/suppliers/${foreign.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Không tìm thấy nhà cung cấp');
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'GET', '/suppliers/1', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', `/suppliers/${saigon.id}`, as('doctor'))).status).toBe(403);
  });
});

describe('PUT /suppliers/{id}', () => {
  it('edits a supplier (the accountant may) and can deactivate it', async () => {
    const res = await call<Supplier>(server.url, 'PUT', `/suppliers/${royal.id}`, {
      ...as('accountant'),
      body: { name: 'Nhà phân phối Royal Canin Việt Nam', alias: 'Royal Canin VN', address: '10 Nguyễn Văn Linh, Quận 7', phone: '0909888777', accountNumber: '123', isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alias: 'Royal Canin VN', accountNumber: '123', isActive: false });
    const inactive = await call<Page<Supplier>>(server.url, 'GET', '/suppliers?active=false', asOwner());
    expect(inactive.body.items.map((s) => s.id)).toEqual([royal.id]);
  });

  it('rejects bad input with 400 naming the field, changing nothing', async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/suppliers/${saigon.id}`, { ...asOwner(), body: newSupplier({ phone: '12345' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['phone']);
    const [row] = await server.db.select().from(suppliers).where(eq(suppliers.id, saigon.id));
    expect(row.phone).toBe('02838123456');
  });

  it("answers 404 for another shop's supplier without touching it; 403 to the seller and for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/suppliers/${foreign.id}`, { ...asOwner(), body: newSupplier() });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'PUT', `/suppliers/${saigon.id}`, { ...as('seller'), body: newSupplier({ alias: 'Đổi Tên' }) })).status).toBe(403);
    expect((await call(server.url, 'PUT', `/suppliers/${foreign.id}`, { ...as('owner', 'hanoi'), body: newSupplier() })).status).toBe(403);
    const [row] = await server.db.select().from(suppliers).where(eq(suppliers.id, foreign.id));
    expect(row.alias).toBe('Bí Mật');
    const [mine] = await server.db.select().from(suppliers).where(eq(suppliers.id, saigon.id));
    expect(mine.alias).toBe('Thú Y Sài Gòn');
  });
});

describe('DELETE /suppliers/{id}', () => {
  it('deletes a supplier (no document refers to suppliers yet)', async () => {
    const s = await create(newSupplier({ name: 'Nhà cung cấp tạm', alias: 'Tạm thời' }));
    const res = await call<DeleteResult>(server.url, 'DELETE', `/suppliers/${s.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect(await server.db.select().from(suppliers).where(eq(suppliers.id, s.id))).toHaveLength(0);
  });

  it("answers 404 for another shop's supplier and leaves it; 403 to the seller and for a foreign shop-Id", () =>
    expectDeleteRefused('/suppliers', suppliers, { foreign: foreign.id, own: saigon.id }, 'seller'));
});
