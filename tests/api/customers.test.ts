import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail } from '@/lib/contracts/customers';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { PetDetail } from '@/lib/contracts/pets';
import { customers } from '@/server/db/schema/customers';
import { call, created, signInAs } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { importLine, newImport, newProduct, newSupplier } from '../support/books';

const { server, shops, as } = shopSuite(['admin'], { emptyCatalogues: true });
const asOwner = () => as('owner');
const asOther = () => as('other', 'hanoi');

const newCustomer = (patch: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn A',
  phone: '0903111222',
  address: '12 Lê Lợi, Quận 1',
  email: 'vana@gmail.com',
  note: null,
  ...patch,
});

const create = (body: Record<string, unknown>, by = asOwner()) => created<Customer>(server.url, '/customers', body, by);

let vanA: Customer;
let bich: Customer;
let foreign: Customer;

beforeAll(async () => {
  vanA = await create(newCustomer());
  bich = await create(newCustomer({ name: 'Trần Thị Bích', phone: '0912000111', email: null, address: null }));
  await create(newCustomer({ name: 'Lê Hoàng Nam', phone: null, email: 'nam.le@yahoo.com' }));
  foreign = await create(newCustomer({ name: 'Đỗ Bí Mật', phone: '0988777666', email: null }), asOther());
});

describe('GET /customers', () => {
  it("lists the shop's customers with total, paging and sort", async () => {
    const res = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=2&page=1&sort=name:desc', asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.items.map((c) => c.name)).toEqual(['Trần Thị Bích', 'Nguyễn Văn A']);
    const page2 = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=2&page=2&sort=name:desc', asOwner());
    expect(page2.body.items.map((c) => c.name)).toEqual(['Lê Hoàng Nam']);
    expect(res.body.items[1]).toMatchObject({ phone: '0903111222', petsCount: 0, debt: 0, isActive: true });
  });

  it.each([
    ['without accents', 'nguyen van a'],
    ['in capitals with accents', 'NGUYỄN VĂN A'],
    ['by a phone fragment', '111222'],
    ['by a phone typed with spaces', '0903 111'],
    ['by email', 'VANA@gmail'],
  ])('searches %s', async (_label, search) => {
    const res = await call<Page<Customer>>(server.url, 'GET', `/customers?search=${encodeURIComponent(search)}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body.items.map((c) => c.id)).toEqual([vanA.id]);
    expect(res.body.total).toBe(1);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = await call<Page<Customer>>(server.url, 'GET', `/customers?search=${encodeURIComponent('%')}`, asOwner());
    expect(res.body.items).toEqual([]);
  });

  it('shows what a customer owes, the debts of their invoices, and finds those who owe with withDebt', async () => {
    expect((await call<Page<Customer>>(server.url, 'GET', '/customers?withDebt=true', asOwner())).body).toMatchObject({ items: [], total: 0 });
    const owing = await create(newCustomer({ name: 'Khách còn nợ', phone: '0904999888' }));
    const goods = await newProduct(server, asOwner(), { unit: 'cái', salePrice: 100_000 });
    const supplier = await newSupplier(server, asOwner());
    await newImport(server, asOwner(), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 5 })], payNow: 0, complete: true });
    const sale = { customerId: owing.id, lines: [{ productId: goods.id, unitName: 'cái', quantity: 2 }], payments: [{ method: 'CASH', amount: 50_000 }], idempotencyKey: crypto.randomUUID() };
    await created(server.url, '/invoices', sale, asOwner());
    const res = await call<Page<Customer>>(server.url, 'GET', '/customers?withDebt=true', asOwner());
    expect(res.body.items.map((c) => [c.name, c.debt])).toEqual([['Khách còn nợ', 150_000]]);
    expect((await call<Customer>(server.url, 'GET', `/customers/${owing.id}`, asOwner())).body.debt).toBe(150_000);
    expect((await call<Page<Customer>>(server.url, 'GET', '/customers?withDebt=false', asOwner())).body.total).toBe(4);
  });

  it('never lists or finds another shop\'s customers', async () => {
    const all = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=100', asOwner());
    expect(all.body.items.map((c) => c.id)).not.toContain(foreign.id);
    const search = await call<Page<Customer>>(server.url, 'GET', '/customers?search=bi%20mat', asOwner());
    expect(search.body.items).toEqual([]);
  });

  it.each(['limit=101', 'page=0', 'sort=searchText:asc', 'sort=name:up', 'withDebt=maybe', 'active=yes'])('rejects %s with 400', async (q) => {
    const res = await call<ErrorBody>(server.url, 'GET', `/customers?${q}`, asOwner());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ValidationException');
  });

  it('answers 403 for a shop that is not the user\'s, and for the system admin; 401 without a token', async () => {
    const res = await call<ErrorBody>(server.url, 'GET', '/customers', as('owner', 'hanoi'));
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'GET', '/customers', as('admin'))).status).toBe(403);
    expect((await call(server.url, 'GET', '/customers', { shopId: shops.q1 })).status).toBe(401);
  });

  it('lets every shop role read customers (CUSTOMER_VIEW_DETAILS)', async () => {
    for (const email of ['doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn'] as const) {
      const s = await signInAs(server.url, email);
      expect((await call(server.url, 'GET', '/customers', { token: s.backendTokens.accessToken, shopId: shops.q1 })).status).toBe(200);
    }
  });
});

describe('POST /customers', () => {
  it('creates a customer; phone, address and email are optional', async () => {
    const res = await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Phan Minh Khôi' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Phan Minh Khôi', phone: null, address: null, email: null, isActive: true, petsCount: 0, debt: 0 });
    const [row] = await server.db.select().from(customers).where(eq(customers.id, res.body.id));
    expect(row.shopId).toBe(shops.q1);
  });

  it.each([
    ['a short name', { name: 'An' }, 'name'],
    ['a missing name', { name: undefined }, 'name'],
    ['a phone not starting with 0', { phone: '9031112223' }, 'phone'],
    ['a phone too short', { phone: '090311' }, 'phone'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an overlong note', { note: 'x'.repeat(1001) }, 'note'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) =>
    expectRejectedBody(server, '/customers', { ...asOwner(), body: newCustomer({ phone: '0900000001', ...patch }) }, field));

  it('answers 409 naming the phone when another customer of the shop has it, in the caller\'s language', () =>
    expectNothingWritten(server.db, async () => {
      const vi = await call<ErrorBody>(server.url, 'POST', '/customers', { ...asOwner(), body: newCustomer({ name: 'Người Khác' }) });
      expect(vi.status).toBe(409);
      expect(vi.body.errors?.[0].field).toBe('phone');
      expect(vi.body.message).toBe('Số điện thoại đã được sử dụng');
      const en = await call<ErrorBody>(server.url, 'POST', '/customers', { ...asOwner(), lang: 'en', body: newCustomer({ name: 'Someone Else' }) });
      expect(en.body.message).toBe('This phone number is already in use');
    }));

  it('allows the same phone in another shop', async () => {
    const res = await call<Customer>(server.url, 'POST', '/customers', { ...asOther(), body: newCustomer({ name: 'Khách Hà Nội' }) });
    expect(res.status).toBe(200);
  });

  it('answers 403 for another shop\'s id and for the system admin, writing nothing', () =>
    expectNothingWritten(server.db, async () => {
      expect((await call(server.url, 'POST', '/customers', { ...as('owner', 'hanoi'), body: newCustomer({ phone: null }) })).status).toBe(403);
      expect((await call(server.url, 'POST', '/customers', { ...as('admin'), body: newCustomer({ phone: null }) })).status).toBe(403);
    }));
});

describe('GET /customers/{id}', () => {
  it('shows the customer with their pets', async () => {
    const pet = await call<PetDetail>(server.url, 'POST', '/pets', { ...asOwner(), body: { customerId: bich.id, name: 'Mướp', species: 'cat' } });
    expect(pet.status).toBe(200);
    const res = await call<CustomerDetail>(server.url, 'GET', `/customers/${bich.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bich.id, name: 'Trần Thị Bích', petsCount: 1, debt: 0 });
    expect(res.body.pets).toEqual([expect.objectContaining({ id: pet.body.id, name: 'Mướp', species: 'cat', status: 1, isActive: true })]);
  });

  it("answers 404 for another shop's customer and an unknown id, 400 for a malformed id", async () => {
    const res = await call<ErrorBody>(server.url, 'GET', `/customers/${foreign.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Không tìm thấy khách hàng');
    expect(JSON.stringify(res.body)).not.toMatch(/Bí Mật|0988777666/);
    expect((await call(server.url, 'GET', '/customers/00000000-0000-4000-8000-000000000000', asOwner())).status).toBe(404);
    const bad = await call<ErrorBody>(server.url, 'GET', '/customers/abc', asOwner());
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].field).toBe('id');
  });

  it('answers 403 for a foreign shop-Id', async () => {
    expect((await call(server.url, 'GET', `/customers/${vanA.id}`, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('PUT /customers/{id}', () => {
  it('edits a customer, keeping their own phone', async () => {
    const created = await create(newCustomer({ name: 'Võ Thanh Tâm', phone: '0977000111', email: null }));
    const res = await call<Customer>(server.url, 'PUT', `/customers/${created.id}`, {
      ...asOwner(),
      body: newCustomer({ name: 'Võ Thanh Tâm', phone: '0977000111', address: '5 Hai Bà Trưng', email: 'tam@gmail.com' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: '5 Hai Bà Trưng', email: 'tam@gmail.com', isActive: true });
    const found = await call<Page<Customer>>(server.url, 'GET', '/customers?search=tam%40gmail', asOwner());
    expect(found.body.items.map((c) => c.id)).toEqual([created.id]);
  });

  it("answers 409 naming the phone when it is another customer's, changing nothing", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/customers/${bich.id}`, { ...asOwner(), body: newCustomer({ name: 'Trần Thị Bích' }) });
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0].field).toBe('phone');
    const [row] = await server.db.select().from(customers).where(eq(customers.id, bich.id));
    expect(row.phone).toBe('0912000111');
  });

  it('rejects bad input with 400 naming the field, changing nothing', async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/customers/${bich.id}`, { ...asOwner(), body: newCustomer({ name: 'Trần Thị Bích', phone: '123' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['phone']);
    const [row] = await server.db.select().from(customers).where(eq(customers.id, bich.id));
    expect(row).toMatchObject({ phone: '0912000111', email: null });
  });

  it("answers 404 for another shop's customer without touching it; 403 for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/customers/${foreign.id}`, { ...asOwner(), body: newCustomer({ name: 'Bị Đổi Tên', phone: null }) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    const [row] = await server.db.select().from(customers).where(eq(customers.id, foreign.id));
    expect(row.name).toBe('Đỗ Bí Mật');
    const forbidden = await call(server.url, 'PUT', `/customers/${foreign.id}`, { ...as('owner', 'hanoi'), body: newCustomer({ phone: null }) });
    expect(forbidden.status).toBe(403);
  });
});
