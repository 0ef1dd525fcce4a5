import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getSession, signInThroughNextAuth } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

// Access tokens that live 3 s: the session counts them expired 2 s early (SPEC §4).
beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
});
afterAll(() => server?.close());

describe('GET /api/auth/session', () => {
  it('keeps the tokens while they are fresh and rotates them 2 s before expiry', async () => {
    const { jar, session } = await signInThroughNextAuth(server.url, 'owner@petclinic.vn', 'Owner@123');
    expect(session).not.toBeNull();
    const first = session!.backendTokens;

    await new Promise((r) => setTimeout(r, 1300));
    const refreshed = await getSession(server.url, jar);
    expect(refreshed?.error).toBeUndefined();
    expect(refreshed?.backendTokens.accessToken).not.toBe(first.accessToken);
    expect(refreshed?.backendTokens.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed!.backendTokens.expiry).toBeGreaterThan(first.expiry);
    expect((await call(server.url, 'GET', '/users/me', { token: refreshed!.backendTokens.accessToken })).status).toBe(200);
  });

  it('reports RefreshAccessTokenError when the refresh token was revoked (password changed elsewhere)', async () => {
    const a = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
    const b = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
    const changed = await call(server.url, 'PUT', '/users/change-password', {
      token: b.session!.backendTokens.accessToken,
      body: { oldPassword: 'Doctor@123', newPassword: 'NewDoctor#2026' },
    });
    expect(changed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1300));
    const stale = await getSession(server.url, a.jar);
    expect(stale?.error).toBe('RefreshAccessTokenError');
    const current = await getSession(server.url, b.jar);
    expect(current?.error).toBeUndefined();
  });
});
