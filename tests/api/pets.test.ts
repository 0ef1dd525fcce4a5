import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetDetail } from '@/lib/contracts/pets';
import { PetStatus } from '@/lib/enums/pets';
import { pets, petWeights } from '@/server/db/schema/pets';
import { call, created, signInAs } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';

const { server, shops, sessions, as } = shopSuite(['admin'], { emptyCatalogues: true });
const asOwner = () => as('owner');
const asOther = () => as('other', 'hanoi');

let lan: Customer;
let minh: Customer;
let foreignOwner: Customer;
let bong: PetDetail;
let miu: PetDetail;
let foreignPet: PetDetail;

const newPet = (patch: Record<string, unknown> = {}) => ({
  customerId: lan.id,
  name: 'Bông',
  species: 'dog',
  breed: 'Poodle',
  gender: 2,
  birthDate: '2022-03-15',
  weightKg: 4.5,
  colour: 'Trắng',
  microchip: null,
  isSterilised: true,
  status: PetStatus.ALIVE,
  note: null,
  ...patch,
});

const createCustomer = (body: Record<string, unknown>, by = asOwner()) => created<Customer>(server.url, '/customers', body, by);
const createPet = (body: Record<string, unknown>, by = asOwner()) => created<PetDetail>(server.url, '/pets', body, by);

beforeAll(async () => {
  lan = await createCustomer({ name: 'Nguyễn Thị Lan', phone: '0905123123' });
  minh = await createCustomer({ name: 'Trương Quang Minh', phone: '0918555444' });
  foreignOwner = await createCustomer({ name: 'Chủ Hà Nội', phone: '0243000111' }, asOther());
  bong = await createPet(newPet());
  miu = await createPet(newPet({ customerId: minh.id, name: 'Miu Xám', species: 'cat', breed: 'Anh lông ngắn', gender: 1, weightKg: null, status: PetStatus.MISSING }));
  foreignPet = await createPet(newPet({ customerId: foreignOwner.id, name: 'Cún Bí Mật' }), asOther());
});

describe('POST /pets', () => {
  it('creates a pet for a customer, with its first weighing', async () => {
    expect(bong).toMatchObject({
      customerId: lan.id,
      owner: { id: lan.id, name: 'Nguyễn Thị Lan', phone: '0905123123' },
      name: 'Bông',
      species: 'dog',
      gender: 2,
      birthDate: '2022-03-15',
      weightKg: 4.5,
      isSterilised: true,
      status: PetStatus.ALIVE,
      isActive: true,
    });
    expect(bong.weights).toEqual([expect.objectContaining({ weightKg: 4.5 })]);
    expect(miu.weights).toEqual([]);
  });

  it('defaults status to alive and sterilised to false; the name may be short', async () => {
    const res = await call<PetDetail>(server.url, 'POST', '/pets', { ...asOwner(), body: { customerId: minh.id, name: 'Mi', species: 'other' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Mi', status: PetStatus.ALIVE, isSterilised: false, gender: null, birthDate: null, weightKg: null });
  });

  it.each([
    ['a missing customer', { customerId: undefined }, 'customerId'],
    ['a malformed customer id', { customerId: 'abc' }, 'customerId'],
    ['an empty name', { name: '' }, 'name'],
    ['an unknown species', { species: 'fish' }, 'species'],
    ['an unknown status', { status: 9 }, 'status'],
    ['an unknown gender', { gender: 3 }, 'gender'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate'],
    ['an impossible birth date', { birthDate: '2023-02-30' }, 'birthDate'],
    ['a negative weight', { weightKg: -1 }, 'weightKg'],
    ['a weight that is not a number', { weightKg: 'heavy' }, 'weightKg'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) => expectRejectedBody(server, '/pets', { ...asOwner(), body: newPet(patch) }, field));

  it("answers 404 for another shop's customer, writing nothing", () =>
    expectNothingWritten(server.db, async () => {
      const res = await call<ErrorBody>(server.url, 'POST', '/pets', { ...asOwner(), body: newPet({ customerId: foreignOwner.id }) });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Không tìm thấy khách hàng');
      expect(JSON.stringify(res.body)).not.toContain('Chủ Hà Nội');
    }));

  it('answers 403 for a foreign shop-Id and for the system admin, writing nothing', () =>
    expectNothingWritten(server.db, async () => {
      expect((await call(server.url, 'POST', '/pets', { ...as('owner', 'hanoi'), body: newPet({ customerId: foreignOwner.id }) })).status).toBe(403);
      expect((await call(server.url, 'POST', '/pets', { ...as('admin'), body: newPet() })).status).toBe(403);
    }));
});

describe('GET /pets', () => {
  it('lists pets with their owners, paged and sorted', async () => {
    const res = await call<Page<Pet>>(server.url, 'GET', '/pets?sort=name:asc&limit=2', asOwner());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.items.map((p) => p.name)).toEqual(['Bông', 'Mi']);
    expect(res.body.items[0].owner).toEqual({ id: lan.id, name: 'Nguyễn Thị Lan', phone: '0905123123' });
  });

  it.each([
    ['the name without accents', 'bong', ['Bông']],
    ['the breed', 'POODLE', ['Bông']],
    ["the owner's name without accents", 'truong quang', ['Mi', 'Miu Xám']],
    ["a fragment of the owner's phone", '555444', ['Mi', 'Miu Xám']],
  ])('searches by %s', async (_label, search, names) => {
    const res = await call<Page<Pet>>(server.url, 'GET', `/pets?sort=name:asc&search=${encodeURIComponent(search)}`, asOwner());
    expect(res.body.items.map((p) => p.name)).toEqual(names);
  });

  it('filters by species, status and customer', async () => {
    const cats = await call<Page<Pet>>(server.url, 'GET', '/pets?species=cat', asOwner());
    expect(cats.body.items.map((p) => p.id)).toEqual([miu.id]);
    const missing = await call<Page<Pet>>(server.url, 'GET', `/pets?status=${PetStatus.MISSING}`, asOwner());
    expect(missing.body.items.map((p) => p.id)).toEqual([miu.id]);
    const ofLan = await call<Page<Pet>>(server.url, 'GET', `/pets?customerId=${lan.id}`, asOwner());
    expect(ofLan.body.items.map((p) => p.id)).toEqual([bong.id]);
    const ofForeign = await call<Page<Pet>>(server.url, 'GET', `/pets?customerId=${foreignOwner.id}`, asOwner());
    expect(ofForeign.body).toMatchObject({ items: [], total: 0 });
  });

  it.each(['species=fish', 'status=7', 'customerId=abc', 'limit=500', 'sort=weightKg:asc'])('rejects %s with 400', async (q) => {
    expect((await call(server.url, 'GET', `/pets?${q}`, asOwner())).status).toBe(400);
  });

  it("never lists another shop's pets; 403 for a foreign shop-Id and the system admin", async () => {
    const all = await call<Page<Pet>>(server.url, 'GET', '/pets?limit=100&search=bi%20mat', asOwner());
    expect(all.body.items).toEqual([]);
    const res = await call<ErrorBody>(server.url, 'GET', '/pets', as('owner', 'hanoi'));
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'GET', '/pets', as('admin'))).status).toBe(403);
  });

  it('lets every shop role read pets (PET_VIEW_DETAILS)', async () => {
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    expect((await call(server.url, 'GET', '/pets', { token: spa.backendTokens.accessToken, shopId: shops.q1 })).status).toBe(200);
  });
});

describe('GET /pets/{id}', () => {
  it('shows the pet with its owner summary and weight history', async () => {
    const res = await call<PetDetail>(server.url, 'GET', `/pets/${bong.id}`, asOwner());
    expect(res.status).toBe(200);
    expect(res.body.owner).toEqual({ id: lan.id, name: 'Nguyễn Thị Lan', phone: '0905123123' });
    expect(res.body.weights.map((w) => w.weightKg)).toEqual([4.5]);
  });

  it("answers 404 for another shop's pet, 400 for a malformed id, 403 for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'GET', `/pets/${foreignPet.id}`, asOwner());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Không tìm thấy thú cưng');
    expect(JSON.stringify(res.body)).not.toMatch(/Bí Mật|Chủ Hà Nội/);
    expect((await call(server.url, 'GET', '/pets/not-a-uuid', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', `/pets/${bong.id}`, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('PUT /pets/{id}', () => {
  it('appends a weighing when the weight changes, and only then', async () => {
    const heavier = await call<PetDetail>(server.url, 'PUT', `/pets/${bong.id}`, { ...asOwner(), body: newPet({ weightKg: 5.2 }) });
    expect(heavier.status).toBe(200);
    expect(heavier.body.weightKg).toBe(5.2);
    expect(heavier.body.weights.map((w) => w.weightKg)).toEqual([4.5, 5.2]);
    const same = await call<PetDetail>(server.url, 'PUT', `/pets/${bong.id}`, { ...asOwner(), body: newPet({ weightKg: 5.2, note: 'Hay cắn' }) });
    expect(same.body.weights).toHaveLength(2);
    expect(same.body.note).toBe('Hay cắn');
    const cleared = await call<PetDetail>(server.url, 'PUT', `/pets/${bong.id}`, { ...asOwner(), body: newPet({ weightKg: null }) });
    expect(cleared.body.weightKg).toBeNull();
    expect(cleared.body.weights).toHaveLength(2);
    const rows = await server.db.select().from(petWeights).where(eq(petWeights.petId, bong.id));
    expect(rows.every((r) => r.recordedBy === sessions.owner.user.id && r.shopId === shops.q1)).toBe(true);
  });

  it('moves a pet to another customer of the shop', async () => {
    const p = await createPet(newPet({ name: 'Vàng', weightKg: null }));
    const res = await call<PetDetail>(server.url, 'PUT', `/pets/${p.id}`, { ...asOwner(), body: newPet({ name: 'Vàng', customerId: minh.id, weightKg: null }) });
    expect(res.status).toBe(200);
    expect(res.body.owner.id).toBe(minh.id);
  });

  it("refuses another shop's customer as the new owner with 404, changing nothing", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/pets/${miu.id}`, { ...asOwner(), body: newPet({ customerId: foreignOwner.id }) });
    expect(res.status).toBe(404);
    const [row] = await server.db.select().from(pets).where(eq(pets.id, miu.id));
    expect(row).toMatchObject({ customerId: minh.id, name: 'Miu Xám' });
  });

  it('rejects bad input with 400 naming the field, changing nothing', async () => {
    await expectNothingWritten(server.db, async () => {
      const res = await call<ErrorBody>(server.url, 'PUT', `/pets/${miu.id}`, { ...asOwner(), body: newPet({ customerId: minh.id, weightKg: 0 }) });
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toEqual(['weightKg']);
    });
    const [row] = await server.db.select().from(pets).where(eq(pets.id, miu.id));
    expect(row.name).toBe('Miu Xám');
  });

  it("answers 404 for another shop's pet without touching it; 403 for a foreign shop-Id", async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/pets/${foreignPet.id}`, { ...asOwner(), body: newPet({ name: 'Đổi Tên' }) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    const [row] = await server.db.select().from(pets).where(eq(pets.id, foreignPet.id));
    expect(row.name).toBe('Cún Bí Mật');
    expect((await call(server.url, 'PUT', `/pets/${foreignPet.id}`, { ...as('owner', 'hanoi'), body: newPet() })).status).toBe(403);
  });
});
