import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail } from '@/lib/contracts/customers';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetDetail } from '@/lib/contracts/pets';
import { customers } from '@/server/db/schema/customers';
import { pets, petWeights } from '@/server/db/schema/pets';
import { call, type DemoEmail, signInAs } from '../support/api-client';
import { addActivity, startCatalogueServer } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

// DELETE /customers/{id} and /pets/{id}: a record nobody refers to goes (a customer with their pets,
// a pet with its weights); one a document refers to is deactivated instead, which the answer says in
// the caller's language. Only the shop admin deletes them (CUSTOMER_DELETE, PET_DELETE).

let server: TestServer;
let q1: string;
let hanoi: string;
const sessions = {} as Record<DemoEmail, Session>;
const STAFF: DemoEmail[] = ['owner@petclinic.vn', 'doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn'];
const as = (email: DemoEmail, shopId = q1) => ({ token: sessions[email].backendTokens.accessToken, shopId });
const asOwner = () => as('owner@petclinic.vn');

async function created<T>(path: string, body: Record<string, unknown>, by = asOwner()): Promise<T> {
  const res = await call<T>(server.url, 'POST', path, { ...by, body });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const customer = (name: string, by = asOwner()) => created<Customer>('/customers', { name }, by);
const pet = (customerId: string, name: string, by = asOwner(), more: Record<string, unknown> = {}) => created<PetDetail>('/pets', { customerId, name, species: 'dog', ...more }, by);
const rows = async (table: typeof customers | typeof pets, id: string) => (await server.db.select().from(table).where(eq(table.id, id))).length;

let foreign: Customer;
let foreignPet: PetDetail;

beforeAll(async () => {
  ({ server, q1, hanoi } = await startCatalogueServer());
  for (const email of [...STAFF, 'other@petclinic.vn', 'admin@petclinic.vn'] as DemoEmail[]) sessions[email] = await signInAs(server.url, email);
  foreign = await customer('Đỗ Bí Mật', as('other@petclinic.vn', hanoi));
  foreignPet = await pet(foreign.id, 'Cún Bí Mật', as('other@petclinic.vn', hanoi));
});
afterAll(() => server?.close());

describe('DELETE /customers/{id}', () => {
  it('deletes a customer nobody refers to, with their pets', async () => {
    const c = await customer('Khách Tạm Thời');
    const lu = await pet(c.id, 'Lu', asOwner(), { weightKg: 3 });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/customers/${c.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect((await call(server.url, 'GET', `/customers/${c.id}`, asOwner())).status).toBe(404);
    expect(await rows(pets, lu.id)).toBe(0);
  });

  it('deactivates a customer with an activity instead, and says so', async () => {
    const c = await customer('Khách Quen');
    await addActivity(server.db, { shopId: q1, customerId: c.id });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/customers/${c.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: false, deactivated: true, message: expect.stringContaining('ngừng hoạt động') });
    expect((await call<CustomerDetail>(server.url, 'GET', `/customers/${c.id}`, asOwner())).body.isActive).toBe(false);
    const inactive = await call<Page<Customer>>(server.url, 'GET', '/customers?active=false', asOwner());
    expect(inactive.body.items.map((x) => x.id)).toEqual([c.id]);
  });

  it('deactivates a customer whose pet has an activity; the message follows Accept-Language', async () => {
    const c = await customer('Chủ Của Bông');
    const bong = await pet(c.id, 'Bông');
    await addActivity(server.db, { shopId: q1, petId: bong.id });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/customers/${c.id}`, { ...asOwner(), lang: 'en' });
    expect(res.body).toEqual({ deleted: false, deactivated: true, message: 'The customer has activities, so they cannot be deleted; they have been deactivated instead' });
    expect(await rows(pets, bong.id)).toBe(1);
  });

  it("answers 404 for another shop's customer and leaves it; 403 for a foreign shop-Id and the system admin", async () => {
    const mine = await customer('Khách Của Quận 1');
    const res = await call<ErrorBody>(server.url, 'DELETE', `/customers/${foreign.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'DELETE', `/customers/${foreign.id}`, as('owner@petclinic.vn', hanoi))).status).toBe(403);
    expect((await call(server.url, 'DELETE', `/customers/${mine.id}`, as('admin@petclinic.vn'))).status).toBe(403);
    expect([await rows(customers, foreign.id), await rows(customers, mine.id)]).toEqual([1, 1]);
  });
});

describe('DELETE /pets/{id}', () => {
  it('deletes a pet no activity refers to, with its weights', async () => {
    const p = await pet((await customer('Chủ Của Tạm')).id, 'Tạm', asOwner(), { weightKg: 2 });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/pets/${p.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, deactivated: false });
    expect(await rows(pets, p.id)).toBe(0);
    expect(await server.db.select().from(petWeights).where(eq(petWeights.petId, p.id))).toHaveLength(0);
  });

  it('deactivates a pet with an activity instead, and says so', async () => {
    const minh = await customer('Trương Quang Minh');
    const miu = await pet(minh.id, 'Miu Xám');
    await addActivity(server.db, { shopId: q1, customerId: minh.id, petId: miu.id });
    const res = await call<DeleteResult>(server.url, 'DELETE', `/pets/${miu.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: false, deactivated: true, message: 'Thú cưng đã có phiếu hoạt động nên không thể xóa; thú cưng đã được chuyển sang ngừng hoạt động' });
    expect((await call<PetDetail>(server.url, 'GET', `/pets/${miu.id}`, asOwner())).body.isActive).toBe(false);
    const active = await call<Page<Pet>>(server.url, 'GET', '/pets?active=true&limit=100', asOwner());
    expect(active.body.items.map((p) => p.id)).not.toContain(miu.id);
  });

  it("answers 404 for another shop's pet and leaves it; 403 for a foreign shop-Id and the system admin", async () => {
    const mine = await pet((await customer('Chủ Của Na')).id, 'Na');
    expect((await call(server.url, 'DELETE', `/pets/${foreignPet.id}`, asOwner())).status).toBe(404);
    expect((await call(server.url, 'DELETE', `/pets/${foreignPet.id}`, as('owner@petclinic.vn', hanoi))).status).toBe(403);
    expect((await call(server.url, 'DELETE', `/pets/${mine.id}`, as('admin@petclinic.vn'))).status).toBe(403);
    expect([await rows(pets, foreignPet.id), await rows(pets, mine.id)]).toEqual([1, 1]);
  });
});

describe('who deletes customers and pets', () => {
  it.each(STAFF.filter((e) => e !== 'owner@petclinic.vn'))('is refused to %s with 403, deleting nothing', async (email) => {
    const c = await customer('Vũ Thị Thu Trang', as('seller@petclinic.vn'));
    const p = await pet(c.id, 'Na', as('seller@petclinic.vn'));
    const pets403 = await call<ErrorBody>(server.url, 'DELETE', `/pets/${p.id}`, as(email));
    const customers403 = await call<ErrorBody>(server.url, 'DELETE', `/customers/${c.id}`, { ...as(email), lang: 'en' });
    expect([pets403.status, customers403.status]).toEqual([403, 403]);
    expect(customers403.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect([await rows(pets, p.id), await rows(customers, c.id)]).toEqual([1, 1]);
  });
});
