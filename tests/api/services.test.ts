import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Service } from '@/lib/contracts/services';
import { ServiceGroup } from '@/lib/enums/services';
import { services } from '@/server/db/schema/services';
import { call, created } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { addActivity } from '../support/fixtures';

const { server, shops, as, expectForeignShopListRefused, expectDeleteRefused } = shopSuite(['accountant', 'seller', 'doctor'], { emptyCatalogues: true });
const asOwner = () => as('owner');

const newService = (patch: Record<string, unknown> = {}) => ({
  name: 'Tắm gội chó nhỏ',
  group: ServiceGroup.SPA,
  price: 150000,
  unit: 'Lần',
  description: 'Dưới 5 kg',
  ...patch,
});

const create = (body: Record<string, unknown>, by = asOwner()) => created<Service>(server.url, '/services', body, by);

let bath: Service;
let exam: Service;
let foreign: Service;

beforeAll(async () => {
  bath = await create(newService());
  exam = await create(newService({ name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 200000, description: null }));
  await create(newService({ name: 'Siêu âm ổ bụng', group: ServiceGroup.ULTRASOUND, price: 350000, description: null }));
  foreign = await create(newService({ name: 'Dịch vụ Bí Mật', price: 999000 }), as('other', 'hanoi'));
});

describe('GET /services', () => {
  it("lists the shop's services with paging and sort by price", async () => {
    const res = await call<Page<Service>>(server.url, 'GET', '/services?sort=price:desc&limit=2', asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.items.map((s) => s.price)).toEqual([350000, 200000]);
  });

  it('filters by group', async () => {
    const res = await call<Page<Service>>(server.url, 'GET', `/services?group=${ServiceGroup.EXAMINATION}`, asOwner());
    expect(res.body.items.map((s) => s.id)).toEqual([exam.id]);
  });

  it.each([
    ['without accents', 'tam goi'],
    ['in capitals with accents', 'TẮM GỘI'],
  ])('searches the name %s', async (_label, search) => {
    const res = await call<Page<Service>>(server.url, 'GET', `/services?search=${encodeURIComponent(search)}`, asOwner());
    expect(res.body.items.map((s) => s.id)).toEqual([bath.id]);
  });

  it.each(['group=12', 'group=spa', 'sort=description:asc', 'limit=0'])('rejects %s with 400', async (q) => {
    expect((await call(server.url, 'GET', `/services?${q}`, asOwner())).status).toBe(400);
  });

  it('lets every shop role read services (SERVICE_VIEW_DETAILS); 403 for a foreign shop-Id', async () => {
    expect((await call(server.url, 'GET', '/services', as('seller'))).status).toBe(200);
    expect((await call(server.url, 'GET', '/services', as('doctor'))).status).toBe(200);
    await expectForeignShopListRefused('/services');
  });
});

describe('POST /services', () => {
  it('creates a service (the accountant may, SERVICE_CREATE)', async () => {
    const res = await call<Service>(server.url, 'POST', '/services', { ...as('accountant'), body: newService({ name: 'Cắt móng', price: 0, unit: 'Lần', description: '' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Cắt móng', group: ServiceGroup.SPA, price: 0, unit: 'Lần', description: null, isActive: true });
  });

  it.each([
    ['a short name', { name: 'Ab' }, 'name'],
    ['an unknown group', { group: 12 }, 'group'],
    ['a missing group', { group: undefined }, 'group'],
    ['a negative price', { price: -1 }, 'price'],
    ['a fractional price', { price: 1500.5 }, 'price'],
    ['a price as text', { price: 'free' }, 'price'],
    ['an empty unit', { unit: '' }, 'unit'],
    ['a unit over 20 characters', { unit: 'x'.repeat(21) }, 'unit'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) => expectRejectedBody(server, '/services', { ...asOwner(), body: newService(patch) }, field));

  it('answers 403 to roles without SERVICE_CREATE and for a foreign shop-Id, writing nothing', () =>
    expectNothingWritten(server.db, async () => {
      expect((await call(server.url, 'POST', '/services', { ...as('seller'), body: newService() })).status).toBe(403);
      expect((await call(server.url, 'POST', '/services', { ...as('doctor'), body: newService() })).status).toBe(403);
      expect((await call(server.url, 'POST', '/services', { ...as('owner', 'hanoi'), body: newService() })).status).toBe(403);
    }));
});

describe('GET /services/{id}', () => {
  it('shows a service', async () => {
    const res = await call<Service>(server.url, 'GET', `/services/${bath.id}`, as('seller'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(bath);
  });

  it("answers 404 for another shop's service, 400 for a malformed id", async () => {
    const res = await call<ErrorBody>(server.url, 'GET', `/services/${foreign.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Không tìm thấy dịch vụ');
    expect(JSON.stringify(res.body)).not.toMatch(/Bí Mật|999000/);
    expect((await call(server.url, 'GET', '/services/123', asOwner())).status).toBe(400);
  });
});

describe('PUT /services/{id}', () => {
  it('edits a service and toggles it inactive and back', async () => {
    const res = await call<Service>(server.url, 'PUT', `/services/${exam.id}`, { ...as('accountant'), body: newService({ name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 250000, isActive: false }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 250000, isActive: false });
    const inactive = await call<Page<Service>>(server.url, 'GET', '/services?active=false', asOwner());
    expect(inactive.body.items.map((s) => s.id)).toEqual([exam.id]);
    // isActive omitted: unchanged
    const kept = await call<Service>(server.url, 'PUT', `/services/${exam.id}`, { ...asOwner(), body: newService({ name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 250000 }) });
    expect(kept.body.isActive).toBe(false);
    const back = await call<Service>(server.url, 'PUT', `/services/${exam.id}`, { ...asOwner(), body: newService({ name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 250000, isActive: true }) });
    expect(back.body.isActive).toBe(true);
  });

  it('rejects bad input with 400 naming the field, changing nothing', async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/services/${bath.id}`, { ...asOwner(), body: newService({ price: -5 }) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['price']);
    const [row] = await server.db.select().from(services).where(eq(services.id, bath.id));
    expect(row.price).toBe(150000);
  });

  it("answers 404 for another shop's service without touching it; 403 to the doctor and for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/services/${foreign.id}`, { ...asOwner(), body: newService() });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'PUT', `/services/${bath.id}`, { ...as('doctor'), body: newService({ price: 1 }) })).status).toBe(403);
    expect((await call(server.url, 'PUT', `/services/${foreign.id}`, { ...as('owner', 'hanoi'), body: newService() })).status).toBe(403);
    const [row] = await server.db.select().from(services).where(eq(services.id, foreign.id));
    expect(row.name).toBe('Dịch vụ Bí Mật');
    const [mine] = await server.db.select().from(services).where(eq(services.id, bath.id));
    expect(mine.price).toBe(150000);
  });
});

describe('DELETE /services/{id}', () => {
  it('deletes a service no activity line refers to', async () => {
    const s = await create(newService({ name: 'Dịch vụ tạm' }));
    const res = await call<DeleteResult>(server.url, 'DELETE', `/services/${s.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect((await call(server.url, 'GET', `/services/${s.id}`, asOwner())).status).toBe(404);
  });

  it('deactivates a service used by an activity line instead, and says so', async () => {
    await addActivity(server.db, { shopId: shops.q1, serviceId: bath.id });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/services/${bath.id}`, { ...asOwner(), lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: false, deactivated: true, message: 'The service is used by activities, so it cannot be deleted; it has been deactivated instead' });
    const [row] = await server.db.select().from(services).where(eq(services.id, bath.id));
    expect(row.isActive).toBe(false);
  });

  it("answers 404 for another shop's service and leaves it; 403 to the seller", () => expectDeleteRefused('/services', services, { foreign: foreign.id, own: exam.id }, 'seller'));
});
