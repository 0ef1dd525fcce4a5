import type { Session } from 'next-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { serveForFile } from '../support/api-suite';
import { imageForm } from '../support/fixtures';

// Security headers on every kind of response (server/http/security-headers.ts) and the session
// cookies' attributes, over plain HTTP and behind HTTPS (NEXTAUTH_URL https://…).

const server = serveForFile();
let owner: Session;

beforeAll(async () => {
  owner = await signInAs(server.url, 'owner@petclinic.vn');
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('permissions-policy'), what).toContain('camera=()');
  // plain HTTP: no HSTS
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('are on pages, redirects, the not-found page, static assets and the icon', async () => {
    const signIn = await get('/vi/sign-in');
    expect(signIn.status).toBe(200);
    expectSecurityHeaders(signIn, 'page');
    const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(await signIn.text())![0];
    const asset = await get(chunk);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'static asset');

    const redirect = await get('/');
    expect([307, 308]).toContain(redirect.status);
    expectSecurityHeaders(redirect, 'redirect of the proxy');
    const console = await get('/vi/clinic-management');
    expect(console.status).toBe(307);
    expectSecurityHeaders(console, 'redirect to sign-in');

    const missing = await get('/vi/no-such-page/at-all');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'not-found page');
    expectSecurityHeaders(await get('/icon.svg'), 'icon');
  });

  it('are on /api/v1 answers, errors and files, and on next-auth', async () => {
    const me = await get('/api/v1/users/me', { authorization: `Bearer ${owner.backendTokens.accessToken}` });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me, 'API answer');
    expectSecurityHeaders(await get('/api/v1/users/me'), 'API 401');
    expectSecurityHeaders(await get('/api/v1/no-such'), 'API 404');

    const uploaded = await call<{ image: string }>(server.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm() });
    const file = await get(uploaded.body.image, { authorization: `Bearer ${owner.backendTokens.accessToken}` });
    expect(file.status).toBe(200);
    // served as what its bytes are, never sniffed into something else by the browser
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expectSecurityHeaders(file, 'file');

    expectSecurityHeaders(await get('/api/auth/csrf'), 'next-auth');
  });
});

/** The Set-Cookie lines of a response by cookie name. */
const cookiesOf = (res: Response) => new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax over plain HTTP', async () => {
    const csrf = cookiesOf(await get('/api/auth/csrf'));
    const line = csrf.get('next-auth.csrf-token')!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
  });

  it('are also Secure, with the __Host-/__Secure- prefixes, behind HTTPS', async () => {
    const plain = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = 'https://pawdesk.example.vn';
    try {
      const csrfRes = await get('/api/auth/csrf');
      const csrf = cookiesOf(csrfRes).get('__Host-next-auth.csrf-token')!;
      expect(csrf).toMatch(/; Secure/i);
      expect(csrf).toMatch(/HttpOnly/i);
      expect(csrf).toMatch(/SameSite=Lax/i);

      const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
      const signIn = await fetch(`${server.url}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `__Host-next-auth.csrf-token=${/__Host-next-auth\.csrf-token=([^;]+)/.exec(csrf)![1]}` },
        body: new URLSearchParams({ csrfToken, email: 'seller@petclinic.vn', password: 'Seller@123', json: 'true' }),
      });
      const session = cookiesOf(signIn).get('__Secure-next-auth.session-token');
      expect(session).toBeDefined();
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    } finally {
      // unset by default: assigning undefined would store the text "undefined"
      if (plain === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = plain;
    }
  });

  it('sign a user in over plain HTTP as before', async () => {
    const { session } = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
    expect(session?.user.email).toBe('doctor@petclinic.vn');
  });
});
