import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '@/server/db/schema/refresh-tokens';
import { users } from '@/server/db/schema/users';
import { shops } from '@/server/db/schema/shops';
import { call, getSession, signInAs, signInThroughNextAuth } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/auth/callback/credentials (next-auth)', () => {
  it('signs each demo account in: csrf → credentials → session with user and backend tokens', async () => {
    const admin = await signInAs(server.url, 'admin@petclinic.vn');
    expect(admin.user).toMatchObject({ email: 'admin@petclinic.vn', role: 1, isSysAdmin: true, shopId: null, permissions: [] });
    const owner = await signInAs(server.url, 'owner@petclinic.vn');
    expect(owner.user).toMatchObject({ role: 2, isSysAdmin: false, userRoles: [2], isSingleUserFlowEnabled: false });
    expect(owner.user.shopId).toMatch(/^[0-9a-f-]{36}$/);
    expect(owner.user.chainId).toMatch(/^[0-9a-f-]{36}$/);
    expect(owner.user.permissions).toContain('STORE_SETTINGS_UPDATE');
    expect(owner.backendTokens.accessToken.split('.')).toHaveLength(3);
    expect(owner.backendTokens.refreshToken.length).toBeGreaterThan(20);
    expect(owner.backendTokens.expiry).toBeGreaterThan(Date.now());
    for (const email of ['doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn', 'other@petclinic.vn'] as const) {
      const session = await signInAs(server.url, email);
      expect(session.user.email).toBe(email);
      expect(session.user.isSysAdmin).toBe(false);
    }
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const owner = await signInAs(server.url, 'owner@petclinic.vn');
    const rows = await server.db.select().from(refreshTokens).where(eq(refreshTokens.userId, owner.user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === owner.backendTokens.refreshToken)).toBe(false);
  });

  it('reports a wrong password as CredentialsSignin and creates no session', async () => {
    const res = await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Wrong@123');
    expect(res.error).toBe('CredentialsSignin');
    expect(res.session).toBeNull();
  });

  it('locks an account after 5 failures, even for the right password, and counts no success', async () => {
    // successes are not counted: many good sign-ins leave the account open
    for (let i = 0; i < 3; i++) expect((await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345')).session).not.toBeNull();
    for (let i = 0; i < 5; i++) expect((await signInThroughNextAuth(server.url, 'spa@petclinic.vn', `Bad@${i}000`)).error).toBe('CredentialsSignin');
    const locked = await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345');
    expect(locked.error).toBe('TooManyAttempts');
    expect(locked.session).toBeNull();
    // another account from the same address is not locked
    expect((await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123')).session).not.toBeNull();
  });

  it('refuses a deactivated user and the staff of a locked shop', async () => {
    const doctor = await signInAs(server.url, 'doctor@petclinic.vn');
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, doctor.user.id));
    expect((await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123')).error).toBe('AccountDisabled');
    // tokens already issued stop working too
    expect((await call(server.url, 'GET', '/users/me', { token: doctor.backendTokens.accessToken })).status).toBe(401);
    await server.db.update(users).set({ isActive: true }).where(eq(users.id, doctor.user.id));

    const other = await signInAs(server.url, 'other@petclinic.vn');
    await server.db.update(shops).set({ isLocked: true }).where(eq(shops.id, other.user.shopId!));
    expect((await signInThroughNextAuth(server.url, 'other@petclinic.vn', 'Other@123')).error).toBe('AccountDisabled');
    expect((await call(server.url, 'GET', '/users/me', { token: other.backendTokens.accessToken })).status).toBe(401);
    await server.db.update(shops).set({ isLocked: false }).where(eq(shops.id, other.user.shopId!));
  });

  it('revokes the refresh token family on sign-out', async () => {
    const { jar, session } = await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Seller@123');
    expect(session).not.toBeNull();
    const csrf = (await (await fetch(`${server.url}/api/auth/csrf`, { headers: { cookie: jar.header() } })).json()) as { csrfToken: string };
    const res = await fetch(`${server.url}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: 'true', callbackUrl: `${server.url}/vi/sign-in` }),
    });
    jar.store(res);
    expect(await getSession(server.url, jar)).toBeNull();
    const refresh = await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: session!.backendTokens.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token is spent, and its late reuse revokes the family', async () => {
    const owner = await signInAs(server.url, 'owner@petclinic.vn');
    const first = await call<{ accessToken: string; refreshToken: string; expiry: number }>(server.url, 'POST', '/auth/refresh', {
      body: { refreshToken: owner.backendTokens.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(owner.backendTokens.refreshToken);
    expect((await call(server.url, 'GET', '/users/me', { token: first.body.accessToken })).status).toBe(200);

    // the spent token is old news once the grace window has passed: reuse kills the family
    await server.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.userId, owner.user.id));
    const reuse = await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: owner.backendTokens.refreshToken } });
    expect(reuse.status).toBe(401);
    const afterReuse = await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(afterReuse.status).toBe(401);
  });

  it('answers 400 for a missing token and 401 for an unknown one', async () => {
    const missing = await call<{ error: string; errors: { field: string }[] }>(server.url, 'POST', '/auth/refresh', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('refreshToken');
    expect((await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: 'nope' } })).status).toBe(401);
  });
});

describe('unknown /api/v1 paths', () => {
  it('answer a JSON 404', async () => {
    const res = await call<{ statusCode: number; error: string }>(server.url, 'GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'NotFound' });
  });
});

describe('proxy redirects (SPEC §2)', () => {
  const get = (path: string, cookie = '') => fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const target = (res: Response) => new URL(res.headers.get('location') ?? '', server.url).pathname;

  it('sends a visitor of a console page to sign-in with the callback URL and SessionRequired', async () => {
    const res = await get('/vi/admin');
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/vi/sign-in');
    expect(location.searchParams.get('callbackUrl')).toBe('/vi/admin');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
  });

  it("sends /clinic-management to the role's landing page and keeps the accountant's shop home reachable", async () => {
    const { jar, session } = await signInThroughNextAuth(server.url, 'accountant@petclinic.vn', 'Accountant@123');
    const shop = `/vi/clinic-management/${session!.user.shopId}`;
    expect(target(await get('/vi/clinic-management', jar.header()))).toBe(`${shop}/statistics`);
    expect((await get(shop, jar.header())).status).toBe(200);
    expect(target(await get('/vi/admin', jar.header()))).toBe(`${shop}/statistics`);
  });

  it('moves a signed-in user away from sign-in, except when a page sent them there with an error', async () => {
    const { jar, session } = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
    expect(target(await get('/vi/sign-in', jar.header()))).toBe(`/vi/clinic-management/${session!.user.shopId}`);
    // e.g. the session's refresh failed: the form shows instead of a redirect loop
    expect((await get('/vi/sign-in?error=SessionRequired', jar.header())).status).toBe(200);
  });

  it('sends a role to /403 from a screen its menu hides, detail pages included, and lets it open its own', async () => {
    const { jar, session } = await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Seller@123');
    const shop = `/vi/clinic-management/${session!.user.shopId}`;
    for (const hidden of ['/products', '/suppliers', '/suppliers/00000000-0000-4000-8000-000000000000', '/financial/reports']) {
      expect(target(await get(`${shop}${hidden}`, jar.header())), hidden).toBe('/vi/403');
    }
    for (const open of ['/customers', '/pets', '/services', '/profile']) {
      expect((await get(`${shop}${open}`, jar.header())).status, open).toBe(200);
    }
  });

  it('sends the system admin from a shop area to /admin', async () => {
    const { jar } = await signInThroughNextAuth(server.url, 'admin@petclinic.vn', 'Admin@123');
    expect(target(await get('/vi/clinic-management/00000000-0000-4000-8000-000000000000', jar.header()))).toBe('/vi/admin');
  });
});
