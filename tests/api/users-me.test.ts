import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { call, signInAs } from '../support/api-client';
import { serveForFile } from '../support/api-suite';

const server = serveForFile();
let owner: Session;

beforeAll(async () => {
  owner = await signInAs(server.url, 'owner@petclinic.vn');
});

const ownerRow = async () => (await server.db.select().from(users).where(eq(users.id, owner.user.id)))[0];

describe('GET /users/me', () => {
  it('answers the signed-in user', async () => {
    const res = await call<{ email: string; role: number; phoneNumber: string }>(server.url, 'GET', '/users/me', { token: owner.backendTokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'owner@petclinic.vn', role: 2, phoneNumber: '0903123456' });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    expect((await call(server.url, 'GET', '/users/me')).status).toBe(401);
    const forged = owner.backendTokens.accessToken.slice(0, -4) + 'AAAA';
    expect((await call(server.url, 'GET', '/users/me', { token: forged })).status).toBe(401);
    const { SignJWT } = await import('jose');
    const { createHash } = await import('node:crypto');
    const key = createHash('sha256').update(`${process.env.AUTH_SECRET}:access-token`).digest();
    const expired = await new SignJWT({ fam: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const res = await call<{ error: string }>(server.url, 'GET', '/users/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Unauthorized');
  });
});

describe('PUT /users/me', () => {
  const valid = { name: 'Nguyễn Thị Minh Anh', phoneNumber: '0903999888', gender: 2, address: '12 Pasteur, Quận 1', email: 'owner@petclinic.vn', isSingleUserFlowEnabled: true };

  it('updates the profile and answers the updated user', async () => {
    const res = await call<{ phoneNumber: string; address: string; isSingleUserFlowEnabled: boolean }>(server.url, 'PUT', '/users/me', {
      token: owner.backendTokens.accessToken,
      body: valid,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phoneNumber: '0903999888', address: '12 Pasteur, Quận 1', isSingleUserFlowEnabled: true });
    expect((await ownerRow()).phoneNumber).toBe('0903999888');
  });

  it('rejects phone 12345 naming phoneNumber, in Vietnamese by default and English on request', async () => {
    const before = await ownerRow();
    const vi = await call<{ error: string; message: string; errors: { field: string; messages: string[] }[] }>(server.url, 'PUT', '/users/me', {
      token: owner.backendTokens.accessToken,
      body: { ...valid, phoneNumber: '12345' },
    });
    expect(vi.status).toBe(400);
    expect(vi.body.error).toBe('ValidationException');
    expect(vi.body.errors[0].field).toBe('phoneNumber');
    expect(vi.body.message).toContain('Số điện thoại không hợp lệ');
    const en = await call<{ message: string }>(server.url, 'PUT', '/users/me', {
      token: owner.backendTokens.accessToken,
      lang: 'en',
      body: { ...valid, phoneNumber: '12345' },
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/Phone number invalid/);
    expect(await ownerRow()).toEqual(before);
  });

  it.each([
    ['name too short', { name: 'An' }, 'name'],
    ['gender outside 1|2', { gender: 3 }, 'gender'],
    ['gender of the wrong type', { gender: 'female' }, 'gender'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a missing phone', { phoneNumber: undefined }, 'phoneNumber'],
  ])('rejects %s with 400 and writes nothing', async (_label, patch, field) => {
    const before = await ownerRow();
    const res = await call<{ error: string; errors: { field: string }[] }>(server.url, 'PUT', '/users/me', {
      token: owner.backendTokens.accessToken,
      body: { ...valid, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ValidationException');
    expect(res.body.errors.map((e) => e.field)).toContain(field);
    expect(await ownerRow()).toEqual(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await call<{ error: string; message: string }>(server.url, 'PUT', '/users/me', { token: owner.backendTokens.accessToken, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BadRequest');
    expect(res.body.message).not.toMatch(/at |stack/i);
  });

  it('answers 409 naming email when another account uses it', async () => {
    const res = await call<{ error: string; errors: { field: string }[] }>(server.url, 'PUT', '/users/me', {
      token: owner.backendTokens.accessToken,
      body: { ...valid, email: 'DOCTOR@petclinic.vn' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('email');
    expect((await ownerRow()).email).toBe('owner@petclinic.vn');
  });

  it('answers 401 without a token', async () => {
    expect((await call(server.url, 'PUT', '/users/me', { body: valid })).status).toBe(401);
  });
});
