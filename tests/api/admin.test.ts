import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '@/server/db/schema/shops';
import { subscriptions } from '@/server/db/schema/subscriptions';
import { users } from '@/server/db/schema/users';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { shopIdByAlias, tableCounts } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
let owner: Session;
let q1: string;
let hanoi: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner] = await Promise.all([signInAs(server.url, 'admin@petclinic.vn'), signInAs(server.url, 'owner@petclinic.vn')]);
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterAll(() => server?.close());

const asAdmin = () => ({ token: admin.backendTokens.accessToken });
type ErrorBody = { statusCode: number; error: string; message: string; errors?: { field: string; messages: string[] }[] };
type AdminShop = { id: string; name: string; alias: string; status: string; timeframe: string | null; endsAt: string | null; chain: { name: string } | null; admin: { email: string; viaChain: boolean } | null };

const registration = (patch: Record<string, unknown> = {}) => ({
  shopName: 'Thú Y Bình An',
  name: 'Lý Thị Bình',
  phoneNumber: '0908777666',
  email: 'binhan@petclinic.vn',
  address: '22 Võ Văn Tần, Quận 3',
  gender: 2,
  timeframe: '1-01M',
  password: 'BinhAn1',
  confirmPassword: 'BinhAn1',
  ...patch,
});

describe('admin routes are system-admin only', () => {
  it.each([
    ['GET', '/admin/stats'],
    ['GET', '/admin/shops'],
    ['POST', '/admin/shops'],
    ['GET', '/admin/chains'],
    ['POST', '/admin/chains'],
  ])('%s %s answers 403 to a shop admin and 401 without a token', async (method, path) => {
    const body = method === 'POST' ? registration({ email: 'nope@petclinic.vn' }) : undefined;
    expect((await call(server.url, method, path, { token: owner.backendTokens.accessToken, shopId: q1, body })).status).toBe(403);
    expect((await call(server.url, method, path, { body })).status).toBe(401);
  });
});

describe('GET /admin/stats', () => {
  it('counts shops by status, chains and users', async () => {
    const res = await call<{ shops: Record<string, number>; chains: number; users: number }>(server.url, 'GET', '/admin/stats', asAdmin());
    expect(res.status).toBe(200);
    expect(res.body.shops).toMatchObject({ total: 3, active: 3, expired: 0 });
    expect(res.body.chains).toBe(1);
    expect(res.body.users).toBe(7);
  });
});

describe('POST /admin/shops (registration)', () => {
  it('creates the shop, its SHOP_ADMIN and a one-month plan; the admin can sign in', async () => {
    const res = await call<{ shopId: string; adminId: string }>(server.url, 'POST', '/admin/shops', { ...asAdmin(), body: registration() });
    expect(res.status).toBe(200);
    const [plan] = await server.db.select().from(subscriptions).where(eq(subscriptions.shopId, res.body.shopId));
    expect(plan.timeframe).toBe('1-01M');
    const days = (plan.endsAt!.getTime() - plan.startsAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const signedIn = await signInThroughNextAuth(server.url, 'binhan@petclinic.vn', 'BinhAn1');
    expect(signedIn.session?.user).toMatchObject({ role: 2, shopId: res.body.shopId });
  });

  it('gives 0-NO_EXPIRY a plan that never ends', async () => {
    const res = await call<{ shopId: string }>(server.url, 'POST', '/admin/shops', { ...asAdmin(), body: registration({ email: 'forever@petclinic.vn', phoneNumber: '0908777000', timeframe: '0-NO_EXPIRY' }) });
    expect(res.status).toBe(200);
    const [plan] = await server.db.select().from(subscriptions).where(eq(subscriptions.shopId, res.body.shopId));
    expect(plan.endsAt).toBeNull();
  });

  it.each([
    ['an unknown timeframe', { timeframe: '5-YEARS' }, 'timeframe'],
    ['a weak password', { password: 'short', confirmPassword: 'short' }, 'password'],
    ['a mismatched confirmation', { confirmPassword: 'Different1' }, 'confirmPassword'],
    ['an invalid gender', { gender: 9 }, 'gender'],
    ['a short shop name', { shopName: 'AB' }, 'shopName'],
  ])('rejects %s with 400, writing nothing', async (_label, patch, field) => {
    const counts = await tableCounts(server.db);
    const res = await call<ErrorBody>(server.url, 'POST', '/admin/shops', { ...asAdmin(), body: registration({ email: 'bad@petclinic.vn', ...patch }) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('answers 409 for a taken email, leaving no half-made shop', async () => {
    const counts = await tableCounts(server.db);
    const res = await call<ErrorBody>(server.url, 'POST', '/admin/shops', { ...asAdmin(), body: registration({ email: 'owner@petclinic.vn' }) });
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0].field).toBe('email');
    expect(await tableCounts(server.db)).toEqual(counts);
  });
});

describe('GET /admin/shops', () => {
  it('lists shops with chain, admin and plan; searches without accents and filters by status', async () => {
    const all = await call<{ items: AdminShop[]; total: number }>(server.url, 'GET', '/admin/shops?limit=100', asAdmin());
    expect(all.status).toBe(200);
    const quan1 = all.body.items.find((s) => s.id === q1)!;
    expect(quan1).toMatchObject({ alias: 'Quận 1', status: 'active', timeframe: '2-01Y', chain: { name: 'PetCare Sài Gòn' }, admin: { email: 'owner@petclinic.vn', viaChain: false } });
    // Quận 7 has no account of its own: it is run by the chain's shop admin, who may switch to it
    const quan7 = all.body.items.find((s) => s.alias === 'Quận 7')!;
    expect(quan7.admin).toEqual({ id: owner.user.id, name: owner.user.name, email: 'owner@petclinic.vn', viaChain: true });
    expect(all.body.items.find((s) => s.id === hanoi)?.admin).toMatchObject({ email: 'other@petclinic.vn', viaChain: false });
    const search = await call<{ items: AdminShop[] }>(server.url, 'GET', `/admin/shops?search=${encodeURIComponent('ha noi')}`, asAdmin());
    expect(search.body.items.map((s) => s.id)).toEqual([hanoi]);
    await server.db.update(subscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.shopId, q1));
    const expired = await call<{ items: AdminShop[] }>(server.url, 'GET', '/admin/shops?status=expired', asAdmin());
    expect(expired.body.items.map((s) => s.id)).toEqual([q1]);
    expect((await call(server.url, 'GET', '/admin/shops?status=bogus', asAdmin())).status).toBe(400);
  });
});

describe('PUT /admin/shops/{id}/subscription', () => {
  it('extends an expired shop from today; writes work again', async () => {
    await server.db.update(subscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.shopId, hanoi));
    const other = await signInAs(server.url, 'other@petclinic.vn');
    const asOther = { token: other.backendTokens.accessToken, shopId: hanoi };
    const shopForm = () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ name: 'Happy Pet Hà Nội', alias: 'Happy Pet', phone: '02437654321', address: '18 Trần Duy Hưng' })) form.set(k, v);
      form.set('bankInfo', JSON.stringify({}));
      form.set('vatSettings', JSON.stringify({ sale: { isEnabled: false, percent: 0 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: false, percent: 0 }, hotel: { isEnabled: false, percent: 0 } }));
      return form;
    };
    const blocked = await call<ErrorBody>(server.url, 'PUT', '/shops/info', { ...asOther, form: shopForm() });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toContain('hết hạn');
    const res = await call<{ timeframe: string; endsAt: string; isExpired: boolean }>(server.url, 'PUT', `/admin/shops/${hanoi}/subscription`, { ...asAdmin(), body: { timeframe: '1-03M' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timeframe: '1-03M', isExpired: false });
    expect(new Date(res.body.endsAt).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect((await call(server.url, 'PUT', '/shops/info', { ...asOther, form: shopForm() })).status).toBe(200);
  });

  it('answers 400 for a bad timeframe and 404 for an unknown shop', async () => {
    expect((await call(server.url, 'PUT', `/admin/shops/${hanoi}/subscription`, { ...asAdmin(), body: { timeframe: 'x' } })).status).toBe(400);
    expect((await call(server.url, 'PUT', '/admin/shops/00000000-0000-4000-8000-000000000000/subscription', { ...asAdmin(), body: { timeframe: '1-01M' } })).status).toBe(404);
  });
});

describe('PUT /admin/shops/{id}/status', () => {
  it("locks a shop: its staff cannot sign in and their tokens stop; unlocking restores", async () => {
    const other = await signInAs(server.url, 'other@petclinic.vn');
    const res = await call<{ isLocked: boolean }>(server.url, 'PUT', `/admin/shops/${hanoi}/status`, { ...asAdmin(), body: { isLocked: true } });
    expect(res.status).toBe(200);
    expect((await signInThroughNextAuth(server.url, 'other@petclinic.vn', 'Other@123')).error).toBe('AccountDisabled');
    expect((await call(server.url, 'GET', '/users/me', { token: other.backendTokens.accessToken })).status).toBe(401);
    await call(server.url, 'PUT', `/admin/shops/${hanoi}/status`, { ...asAdmin(), body: { isLocked: false } });
    expect((await signInThroughNextAuth(server.url, 'other@petclinic.vn', 'Other@123')).session).not.toBeNull();
  });

  it('answers 400 for a non-boolean', async () => {
    expect((await call(server.url, 'PUT', `/admin/shops/${hanoi}/status`, { ...asAdmin(), body: { isLocked: 'yes' } })).status).toBe(400);
  });
});

describe('chains', () => {
  it('creates a chain, adds an existing shop and a new branch, and marks a chain member', async () => {
    const created = await call<{ id: string; name: string }>(server.url, 'POST', '/admin/chains', { ...asAdmin(), body: { name: 'Happy Pet Miền Bắc' } });
    expect(created.status).toBe(200);
    const chainId = created.body.id;

    const existing = await call<{ branches: { id: string }[] }>(server.url, 'POST', `/admin/chains/${chainId}/branches`, { ...asAdmin(), body: { shopId: hanoi } });
    expect(existing.status).toBe(200);
    expect(existing.body.branches.map((b) => b.id)).toEqual([hanoi]);

    const fresh = await call<{ branches: { name: string }[] }>(server.url, 'POST', `/admin/chains/${chainId}/branches`, {
      ...asAdmin(),
      body: registration({ shopName: 'Happy Pet Hải Phòng', email: 'haiphong@petclinic.vn', phoneNumber: '0225123456' }),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.branches.map((b) => b.name).sort()).toEqual(['Happy Pet Hà Nội', 'Happy Pet Hải Phòng']);

    const otherUser = (await server.db.select().from(users).where(eq(users.email, 'other@petclinic.vn')))[0];
    const member = await call<{ members: { id: string }[] }>(server.url, 'PUT', `/admin/chains/${chainId}/members`, { ...asAdmin(), body: { userId: otherUser.id, isMember: true } });
    expect(member.status).toBe(200);
    expect(member.body.members.map((m) => m.id)).toEqual([otherUser.id]);
    const other = await signInAs(server.url, 'other@petclinic.vn');
    const chain = await call<{ branches: unknown[] }>(server.url, 'GET', '/shops/chain', { token: other.backendTokens.accessToken, shopId: hanoi });
    expect(chain.body.branches).toHaveLength(2);

    const users1 = await call<{ email: string; isChainMember: boolean }[]>(server.url, 'GET', `/admin/shops/${hanoi}/users`, asAdmin());
    expect(users1.body.find((u) => u.email === 'other@petclinic.vn')?.isChainMember).toBe(true);

    const chains = await call<{ id: string }[]>(server.url, 'GET', '/admin/chains', asAdmin());
    expect(chains.body.map((c) => c.id)).toContain(chainId);
  });

  it('lists a branch registered into a chain with its shop admin', async () => {
    const created = await call<{ id: string }>(server.url, 'POST', '/admin/chains', { ...asAdmin(), body: { name: 'Chuỗi Đà Nẵng' } });
    const branch = registration({ shopName: 'Thú Y Sơn Trà', name: 'Phan Văn Trà', email: 'sontra@petclinic.vn', phoneNumber: '0236123456' });
    const added = await call(server.url, 'POST', `/admin/chains/${created.body.id}/branches`, { ...asAdmin(), body: branch });
    expect(added.status).toBe(200);
    const list = await call<{ items: AdminShop[] }>(server.url, 'GET', `/admin/shops?search=${encodeURIComponent('son tra')}`, asAdmin());
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ name: 'Thú Y Sơn Trà', chain: { name: 'Chuỗi Đà Nẵng' }, admin: { email: 'sontra@petclinic.vn', viaChain: false } });
  });

  it('refuses a shop already in a chain (409), a user of another chain (409), an unknown chain (404)', async () => {
    const created = await call<{ id: string }>(server.url, 'POST', '/admin/chains', { ...asAdmin(), body: { name: 'Chuỗi Thử Nghiệm' } });
    const taken = await call<ErrorBody>(server.url, 'POST', `/admin/chains/${created.body.id}/branches`, { ...asAdmin(), body: { shopId: q1 } });
    expect(taken.status).toBe(409);
    const [q1Shop] = await server.db.select().from(shops).where(eq(shops.id, q1));
    expect(q1Shop.chainId).not.toBe(created.body.id);
    const notMine = await call(server.url, 'PUT', `/admin/chains/${created.body.id}/members`, { ...asAdmin(), body: { userId: owner.user.id, isMember: true } });
    expect(notMine.status).toBe(409);
    expect((await call(server.url, 'POST', '/admin/chains/00000000-0000-4000-8000-000000000000/branches', { ...asAdmin(), body: { shopId: hanoi } })).status).toBe(404);
    expect((await call(server.url, 'POST', '/admin/chains', { ...asAdmin(), body: { name: 'x' } })).status).toBe(400);
  });
});
