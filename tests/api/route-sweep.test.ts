import { sql } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@/lib/permissions';
import { Role, type RoleId } from '@/lib/roles';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-accounts';
import { call, signInAs } from '../support/api-client';
import { saleOf } from '../support/books';
import { imageForm, rowsOf, shopIdByAlias, tableCounts } from '../support/fixtures';
import { FOREIGN_RECORDS } from '../support/foreign-records';
import { concretePath, type DeclaredRoute, declaredRoutes, takesId } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

// Every /api/v1 route, from the declarations the server dispatches by (support/route-table.ts):
// who may not call it gets 401 or 403, another shop is 403, another shop's record is 404 and
// shows nothing of it. The expectations come from each route's declaration, not from a list here.

type Account = (typeof DEMO_ACCOUNTS)[number];
const ANY_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let routes: DeclaredRoute[];
let q1: string;
let happyPet: string;
const sessions = new Map<string, Session>();
const quận1Staff = DEMO_ACCOUNTS.filter((a) => a.email !== 'other@petclinic.vn' && a.role !== Role.SYSTEM_ADMIN);
const admin = DEMO_ACCOUNTS.find((a) => a.role === Role.SYSTEM_ADMIN)!;
const token = (a: Account) => sessions.get(a.email)!.backendTokens.accessToken;

beforeAll(async () => {
  server = await startTestServer();
  routes = await declaredRoutes();
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  happyPet = await shopIdByAlias(server.db, 'Happy Pet');
  for (const account of DEMO_ACCOUNTS) sessions.set(account.email, await signInAs(server.url, account.email));
  // a file of the other shop, for GET /files/{id}
  await call(server.url, 'PUT', '/users/avatar', { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, form: imageForm() });
  // a photo of one of its visits, for DELETE /activity-attachments/{id}
  const [visit] = await rowsOf<{ id: string }>(server.db, sql`select id from activities where shop_id = ${happyPet} limit 1`);
  const photo = imageForm('file', undefined, 'truoc.png');
  photo.set('activityId', visit.id);
  photo.set('kind', 'before');
  const attached = await call(server.url, 'POST', '/activity-attachments', { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, shopId: happyPet, form: photo });
  expect(attached.status).toBe(200);
  // a waiting-room link of its own, for DELETE /display-links/{id}
  const link = await call(server.url, 'POST', '/display-links', { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, shopId: happyPet, body: { name: 'TV phòng chờ Hà Nội' } });
  expect(link.status).toBe(200);
  // a sale of its own at the counter, for /invoices/{id}
  await saleOf(server, { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, shopId: happyPet });
  // a pet of its own in one of its rooms, for /stays/{id}
  const [room] = await rowsOf<{ id: string }>(server.db, sql`select id from pet_rooms where shop_id = ${happyPet} and is_active order by name limit 1`);
  const [pet] = await rowsOf<{ petId: string; customerId: string }>(server.db, sql`select id as "petId", customer_id as "customerId" from pets where shop_id = ${happyPet} and status = 1 limit 1`);
  const stay = { roomId: room.id, ...pet, endsAt: new Date(Date.now() + 86_400_000).toISOString(), feedingNote: 'Hạt Bí Mật Hà Nội' };
  expect((await call(server.url, 'POST', '/stays', { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, shopId: happyPet, body: stay })).status).toBe(200);
  // a promotion of its own, for /promotions/{id}
  const promotion = { code: 'KM-HN-BIMAT', name: 'Khuyến mãi Bí Mật Hà Nội', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: '2026-01-01', kinds: [6], discountAmount: 20_000 };
  expect((await call(server.url, 'POST', '/promotions', { token: sessions.get('other@petclinic.vn')!.backendTokens.accessToken, shopId: happyPet, body: promotion })).status).toBe(200);
});
afterAll(() => server?.close());

/** An upload route's fields as its form sends them: texts as they are, lists and objects as JSON. */
function formOf(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

const send = (route: DeclaredRoute, opts: { token?: string; shopId?: string; id?: string; body?: unknown }) =>
  call(server.url, route.method, concretePath(route, opts.id ?? ANY_ID), {
    token: opts.token,
    shopId: opts.shopId,
    ...(route.method === 'GET' ? {} : route.definition.upload ? { form: formOf(opts.body) } : { body: opts.body ?? {} }),
  });

const label = (r: DeclaredRoute) => `${r.method} ${r.path}`;

describe('the route table', () => {
  it('holds every route, each declared', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map(label)).toContain('GET /customers/[id]');
  });

  it('says, for every route taking an id, how another shop’s records are found', () => {
    const unmapped = routes.filter((r) => takesId(r) && !(r.path in FOREIGN_RECORDS)).map(label);
    expect(unmapped).toEqual([]);
  });
});

describe('every route', () => {
  it('answers 401 without a token, unless it is public', async () => {
    for (const route of routes.filter((r) => r.definition.auth !== 'public')) {
      expect((await send(route, { shopId: q1 })).status, label(route)).toBe(401);
    }
  });

  it('answers 403 to the roles its permission leaves out, and to the wrong kind of user', async () => {
    let checked = 0;
    for (const route of routes) {
      const { auth, permission } = route.definition;
      if (auth === 'admin') {
        for (const account of quận1Staff) expect((await send(route, { token: token(account), shopId: q1 })).status, `${label(route)} as ${account.email}`).toBe(403);
        checked++;
      }
      if (auth === 'shop') {
        expect((await send(route, { token: token(admin), shopId: q1 })).status, `${label(route)} as the system admin`).toBe(403);
        const refused = quận1Staff.filter((a) => permission && !hasPermission(a.role as RoleId, permission));
        for (const account of refused) expect((await send(route, { token: token(account), shopId: q1 })).status, `${label(route)} as ${account.email}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('answers 403 with the shop-Id of a shop the user does not work in', async () => {
    const owner = quận1Staff.find((a) => a.role === Role.SHOP_ADMIN)!;
    for (const route of routes.filter((r) => r.definition.auth === 'shop')) {
      expect((await send(route, { token: token(owner), shopId: happyPet })).status, label(route)).toBe(403);
    }
  });

  it('answers 404 for another shop’s record, showing and changing none of it', async () => {
    const { customers } = await import('@/server/db/schema/customers');
    const { products } = await import('@/server/db/schema/products');
    const { suppliers } = await import('@/server/db/schema/suppliers');
    const { eq } = await import('drizzle-orm');
    const [ownCustomer] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.shopId, q1)).limit(1);
    const [ownProduct] = await server.db.select({ id: products.id }).from(products).where(eq(products.shopId, q1)).limit(1);
    const [ownSupplier] = await server.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.shopId, q1)).limit(1);
    const before = await tableCounts(server.db);
    let checked = 0;
    for (const route of routes.filter(takesId)) {
      const entry = FOREIGN_RECORDS[route.path];
      if (entry === 'system-wide') continue;
      const record = await entry.find(server.db, happyPet);
      // a caller who may use the route, in their own shop
      const caller = quận1Staff.find((a) => !route.definition.permission || hasPermission(a.role as RoleId, route.definition.permission))!;
      const body = entry.body?.({ customerId: ownCustomer.id, productId: ownProduct.id, supplierId: ownSupplier.id });
      if (route.definition.body && body !== undefined) expect(route.definition.body.safeParse(body).success, `a valid body for ${label(route)}`).toBe(true);
      const res = await send(route, { token: token(caller), shopId: q1, id: record.id, body });
      expect(res.status, label(route)).toBe(404);
      const text = JSON.stringify(res.body);
      for (const field of record.fields) expect(text.includes(field), `${label(route)} shows “${field}”`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
    // the edits and deletions of another shop's records changed nothing
    expect(await tableCounts(server.db)).toEqual(before);
  });
});
