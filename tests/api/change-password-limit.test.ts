import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

// A stolen access token must not buy unlimited guesses at the password: wrong old passwords count
// against the same per-account limit as failed sign-ins (5 within the window lock the account for
// a window). A short window here, so that the test can see the lock end.
const WINDOW_SECONDS = 8;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SIGNIN_WINDOW_SECONDS: String(WINDOW_SECONDS) });
});
afterAll(() => server?.close());

type ErrorBody = { statusCode: number; error: string; message: string };

const changePassword = (session: Session, oldPassword: string, newPassword: string, lang = 'vi') =>
  call<ErrorBody>(server.url, 'PUT', '/users/change-password', { token: session.backendTokens.accessToken, lang, body: { oldPassword, newPassword } });

const passwordHashOf = async (id: string) => (await server.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0].h;

describe('PUT /users/change-password: wrong old passwords', () => {
  it('lock the account after 5: even the right old password then answers 429, translated, until the window passes', async () => {
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    const before = await passwordHashOf(spa.user.id);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(spa, `Guess@${i}000`, 'Spa#Moi2026');
      expect(wrong.status, `guess ${i + 1}`).toBe(400);
    }

    const locked = await changePassword(spa, 'Spa@12345', 'Spa#Moi2026');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, error: 'TooManyRequests', message: expect.stringMatching(/^Bạn đã nhập sai mật khẩu quá nhiều lần\. Vui lòng thử lại sau \d+ phút$/), requestId: locked.headers.get('x-request-id') });
    const lockedEn = await changePassword(spa, 'Spa@12345', 'Spa#Moi2026', 'en');
    expect(lockedEn.status).toBe(429);
    expect(lockedEn.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?$/);
    expect(await passwordHashOf(spa.user.id)).toBe(before);
    // the same lock as sign-in: the account cannot sign in either
    expect((await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345')).error).toBe('TooManyAttempts');

    await new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000 + 300));
    const changed = await changePassword(spa, 'Spa@12345', 'Spa#Moi2026');
    expect(changed.status).toBe(200);
    expect(await passwordHashOf(spa.user.id)).not.toBe(before);
  }, 30_000);

  it('are refused once failed sign-ins have locked the account, and lock no other account', async () => {
    const doctor = await signInAs(server.url, 'doctor@petclinic.vn');
    const seller = await signInAs(server.url, 'seller@petclinic.vn');
    for (let i = 0; i < 5; i++) expect((await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', `Bad@${i}000`)).error).toBe('CredentialsSignin');
    expect((await changePassword(doctor, 'Doctor@123', 'Doctor#Moi2026')).status).toBe(429);
    expect((await changePassword(seller, 'Seller@123', 'Seller#Moi2026')).status).toBe(200);
  });

  it('a right old password clears the failures before the limit, as a sign-in does', async () => {
    const accountant = await signInAs(server.url, 'accountant@petclinic.vn');
    for (let i = 0; i < 4; i++) expect((await changePassword(accountant, `Guess@${i}000`, 'Ketoan#2026')).status).toBe(400);
    expect((await changePassword(accountant, 'Accountant@123', 'Ketoan#2026')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await changePassword(accountant, `Guess@${i}000`, 'Ketoan#2027')).status).toBe(400);
    expect((await changePassword(accountant, 'Ketoan#2026', 'Ketoan#2027')).status).toBe(200);
  });
});
