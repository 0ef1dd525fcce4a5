import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@/lib/roles';
import { users } from '@/server/db/schema/users';
import { call, type DemoEmail, signInAs } from '../support/api-client';
import { shopIdByAlias, tableCounts } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /admin/users: every account of the system, for the system administrator only.

let server: TestServer;
let admin: Session;
let q1: string;
let hanoi: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server.url, 'admin@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterAll(() => server?.close());

type AdminUser = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: number;
  shop: { id: string; name: string; alias: string } | null;
  chain: { id: string; name: string } | null;
  isChainMember: boolean;
  isActive: boolean;
  createdAt: string;
};
type UserPage = { items: AdminUser[]; total: number; page: number; limit: number };
type ErrorBody = { statusCode: number; error: string; errors?: { field: string; messages: string[] }[] };

const list = (query = '') => call<UserPage>(server.url, 'GET', `/admin/users${query}`, { token: admin.backendTokens.accessToken });
const emails = (page: UserPage) => page.items.map((u) => u.email);

describe('GET /admin/users', () => {
  it('lists every account with role, shop, chain and status, a page at a time', async () => {
    const res = await list('?limit=100');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, page: 1, limit: 100 });
    const byEmail = Object.fromEntries(res.body.items.map((u) => [u.email, u]));
    expect(byEmail['owner@petclinic.vn']).toMatchObject({
      name: 'Nguyễn Thị Minh Anh',
      phoneNumber: '0903123456',
      role: Role.SHOP_ADMIN,
      shop: { id: q1, name: 'PetCare Sài Gòn - Quận 1', alias: 'Quận 1' },
      chain: { name: 'PetCare Sài Gòn' },
      isChainMember: true,
      isActive: true,
    });
    expect(byEmail['doctor@petclinic.vn']).toMatchObject({ shop: { id: q1 }, chain: { name: 'PetCare Sài Gòn' }, isChainMember: false });
    expect(byEmail['other@petclinic.vn']).toMatchObject({ shop: { id: hanoi }, chain: null, isChainMember: false });
    expect(byEmail['admin@petclinic.vn']).toMatchObject({ role: Role.SYSTEM_ADMIN, shop: null, chain: null });
    expect(Date.parse(byEmail['admin@petclinic.vn'].createdAt)).not.toBeNaN();
    // no password hash or other column leaks
    expect(Object.keys(byEmail['owner@petclinic.vn']).sort()).toEqual(['chain', 'createdAt', 'email', 'id', 'isActive', 'isChainMember', 'name', 'phoneNumber', 'role', 'shop']);

    const second = await list('?limit=3&page=2&sort=email:asc');
    expect(second.body).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(emails(second.body)).toEqual(['other@petclinic.vn', 'owner@petclinic.vn', 'seller@petclinic.vn']);
  });

  it('searches name, email and phone without accents or case', async () => {
    expect(emails((await list(`?search=${encodeURIComponent('nguyen thi')}`)).body)).toEqual(['owner@petclinic.vn']);
    expect(emails((await list(`?search=${encodeURIComponent('PHẠM thu')}`)).body)).toEqual(['seller@petclinic.vn']);
    expect(emails((await list('?search=0241234')).body)).toEqual(['other@petclinic.vn']);
    expect(emails((await list('?search=ACCOUNTANT@')).body)).toEqual(['accountant@petclinic.vn']);
    // LIKE wildcards are plain characters
    expect((await list('?search=%25')).body.total).toBe(0);
  });

  it('filters by role, shop and status, and sorts', async () => {
    expect(emails((await list(`?role=${Role.SHOP_DOCTORS}`)).body)).toEqual(['doctor@petclinic.vn']);
    expect(emails((await list(`?role=${Role.SHOP_ADMIN}&sort=email:asc`)).body)).toEqual(['other@petclinic.vn', 'owner@petclinic.vn']);
    expect(emails((await list(`?shopId=${hanoi}`)).body)).toEqual(['other@petclinic.vn']);
    expect((await list(`?shopId=${q1}`)).body.total).toBe(5);

    await server.db.update(users).set({ isActive: false }).where(eq(users.email, 'spa@petclinic.vn'));
    try {
      expect(emails((await list('?status=inactive')).body)).toEqual(['spa@petclinic.vn']);
      const active = await list('?status=active&limit=100');
      expect(active.body.total).toBe(6);
      expect(emails(active.body)).not.toContain('spa@petclinic.vn');
      expect(emails((await list(`?status=inactive&shopId=${hanoi}`)).body)).toEqual([]);
    } finally {
      await server.db.update(users).set({ isActive: true }).where(eq(users.email, 'spa@petclinic.vn'));
    }

    const newest = await list('?sort=createdAt:desc&limit=100');
    const times = newest.body.items.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byEmailDesc = emails((await list('?sort=email:desc&limit=2')).body);
    expect(byEmailDesc).toEqual(['spa@petclinic.vn', 'seller@petclinic.vn']);
  });

  it.each([
    ['an unknown role', '?role=9', 'role'],
    ['a role that is no number', '?role=boss', 'role'],
    ['a shop id that is no uuid', '?shopId=q1', 'shopId'],
    ['an unknown status', '?status=locked', 'status'],
    ['an unknown sort field', '?sort=passwordHash:asc', 'sort'],
    ['a page size over 100', '?limit=1000', 'limit'],
    ['page 0', '?page=0', 'page'],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_label, query, field) => {
    const counts = await tableCounts(server.db);
    const res = await call<ErrorBody>(server.url, 'GET', `/admin/users${query}`, { token: admin.backendTokens.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ValidationException');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it.each<DemoEmail>(['owner@petclinic.vn', 'doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn', 'other@petclinic.vn'])(
    'answers 403 to %s, with or without a shop, and 401 without a token',
    async (email) => {
      const session = await signInAs(server.url, email);
      const token = session.backendTokens.accessToken;
      const forbidden = await call<ErrorBody & { items?: unknown }>(server.url, 'GET', '/admin/users', { token, shopId: session.user.shopId ?? undefined });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.items).toBeUndefined();
      expect((await call(server.url, 'GET', '/admin/users', { token })).status).toBe(403);
      expect((await call(server.url, 'GET', '/admin/users')).status).toBe(401);
    },
  );
});
