import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { call, signInAll, signInAs } from '../support/api-client';
import { imageForm, PNG_1X1, tableCounts } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let owner: Session;
let other: Session;
let seller: Session;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other, seller] = await signInAll(server.url, ['owner', 'other', 'seller']);
});
afterAll(() => server?.close());

describe('PUT /users/avatar', () => {
  it('stores an image sent as `document` and answers the user with its URL', async () => {
    const res = await call<{ image: string }>(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm() });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const [row] = await server.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(res.body.image).toContain(row.imageFileId);
  });

  it('rejects a file that only claims to be an image, storing nothing', async () => {
    const counts = await tableCounts(server.db);
    const res = await call<{ error: string; message: string }>(server.url, 'PUT', '/users/avatar', {
      token: owner.backendTokens.accessToken,
      form: imageForm('document', Buffer.from('%PDF-1.4 not an image'), 'x.png', 'image/png'),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/hình ảnh/);
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('answers 413 beyond 5 MB, storing nothing', async () => {
    const counts = await tableCounts(server.db);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await call<{ error: string }>(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm('document', big) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PayloadTooLarge');
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('answers 400 without a file and 401 without a token', async () => {
    expect((await call(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: new FormData() })).status).toBe(400);
    expect((await call(server.url, 'PUT', '/users/avatar', { form: imageForm() })).status).toBe(401);
  });
});

describe('GET /files/{id}', () => {
  it('serves the file with its sniffed type, disposition and caching headers to staff of the shop', async () => {
    const up = await call<{ image: string }>(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm() });
    const res = await fetch(`${server.url}${up.body.image}`, { headers: { authorization: `Bearer ${seller.backendTokens.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="avatar.png"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('answers 404 to another shop, without any field of the file', async () => {
    const up = await call<{ image: string }>(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm('document', PNG_1X1, 'secret-name.png') });
    const res = await fetch(`${server.url}${up.body.image}`, { headers: { authorization: `Bearer ${other.backendTokens.accessToken}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret-name');
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
    const t = owner.backendTokens.accessToken;
    expect((await call(server.url, 'GET', '/files/00000000-0000-4000-8000-000000000000', { token: t })).status).toBe(404);
    expect((await call(server.url, 'GET', '/files/not-a-uuid', { token: t })).status).toBe(400);
    expect((await call(server.url, 'GET', '/files/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});

describe('PUT /users/change-password', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const other1 = await signInAs(server.url, 'accountant@petclinic.vn');
    const current = await signInAs(server.url, 'accountant@petclinic.vn');
    const res = await call(server.url, 'PUT', '/users/change-password', {
      token: current.backendTokens.accessToken,
      body: { oldPassword: 'Accountant@123', newPassword: 'Ketoan#2026' },
    });
    expect(res.status).toBe(200);
    expect((await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: other1.backendTokens.refreshToken } })).status).toBe(401);
    expect((await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: current.backendTokens.refreshToken } })).status).toBe(200);
  });

  it.each([
    ['a wrong old password', { oldPassword: 'Wrong@123', newPassword: 'Valid#Pass1' }, 'oldPassword'],
    ['a weak new password', { oldPassword: 'Spa@12345', newPassword: 'weakpass' }, 'newPassword'],
    ['a missing old password', { newPassword: 'Valid#Pass1' }, 'oldPassword'],
  ])('rejects %s with 400 and keeps the password', async (_label, body, field) => {
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    const [before] = await server.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, spa.user.id));
    const res = await call<{ errors: { field: string }[] }>(server.url, 'PUT', '/users/change-password', { token: spa.backendTokens.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field)).toContain(field);
    const [after] = await server.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, spa.user.id));
    expect(after.h).toBe(before.h);
  });
});
