import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughNextAuth } from '../support/api-client';
import { HOSTILE_CALLBACKS, LOCAL_CALLBACKS } from '../support/hostile-callbacks';
import { startTestServer, type TestServer } from '../support/test-server';

// Every redirect of the proxy and of next-auth keeps the browser on the origin it used: never a
// callbackUrl of another site (open redirect), never another host name for this one (the server
// listens on 127.0.0.1 here; `localhost` would be a different origin with no session cookie).

let server: TestServer;
let origin: URL;
let cookie: string;
let landing: string;

beforeAll(async () => {
  server = await startTestServer();
  origin = new URL(server.url);
  const { jar, session } = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
  cookie = jar.header();
  landing = `/vi/clinic-management/${session!.user.shopId}`;
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  location: string | null;
  setCookie: string[];
  body: string;
}

/** One HTTP request as it leaves a browser, with a Host header of our choosing. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: origin.hostname, port: origin.port, method, path, headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, setCookie: res.headers['set-cookie'] ?? [], body: text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Where a browser goes on this Location, from a page of `base`. */
const followed = (location: string | null, base: string) => new URL(location ?? '', base);

describe('GET /vi/sign-in?callbackUrl=… (proxy, signed in)', () => {
  it.each(HOSTILE_CALLBACKS.map((value) => [JSON.stringify(value).slice(0, 60), value]))('sends %s to the landing page instead', async (_label, value) => {
    const res = await raw('GET', `/vi/sign-in?callbackUrl=${encodeURIComponent(value)}`, { host: origin.host, cookie });
    expect(res.status).toBe(307);
    const target = followed(res.location, server.url);
    expect(target.origin).toBe(origin.origin);
    expect(target.pathname).toBe(landing);
  });

  it('answers the unencoded tab, newline and CR forms of the report with the landing page', async () => {
    for (const query of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example', '%2F%5Cevil.example%2Fphish', '/%2509/evil.example']) {
      const res = await raw('GET', `/vi/sign-in?callbackUrl=${query}`, { host: origin.host, cookie });
      expect(res.status, query).toBe(307);
      expect(res.location, query).not.toMatch(/evil/);
      expect(followed(res.location, server.url).pathname, query).toBe(landing);
    }
  });

  it.each(LOCAL_CALLBACKS)('follows the app path %s', async (value) => {
    const res = await raw('GET', `/vi/sign-in?callbackUrl=${encodeURIComponent(value)}`, { host: origin.host, cookie });
    expect(res.status).toBe(307);
    const target = followed(res.location, server.url);
    expect(target.origin).toBe(origin.origin);
    expect(`${target.pathname}${target.search}${target.hash}`).toBe(value);
  });
});

/** Signs out the session of `sessionCookie` through next-auth, as the browser's signOut() does. */
async function signOut(host: string, sessionCookie: string, extra: Record<string, string> = {}) {
  const csrfRes = await raw('GET', '/api/auth/csrf', { host, cookie: sessionCookie });
  const { csrfToken } = JSON.parse(csrfRes.body) as { csrfToken: string };
  const csrfCookie = csrfRes.setCookie.map((line) => line.split(';')[0]).join('; ');
  const form = new URLSearchParams({ csrfToken, callbackUrl: '/vi/sign-in' }).toString();
  return raw('POST', '/api/auth/signout', {
    host,
    cookie: [sessionCookie, csrfCookie].filter(Boolean).join('; '),
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(form)),
    ...extra,
  }, form);
}

describe('redirects of next-auth keep the host the browser used', () => {
  it('signs out to sign-in on 127.0.0.1, and on any other name the server was reached by', async () => {
    for (const host of [origin.host, `pawdesk.test:${origin.port}`]) {
      const { jar } = await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Seller@123');
      const res = await signOut(host, jar.header());
      expect(res.status, host).toBe(302);
      expect(res.location, host).toBe(`http://${host}/vi/sign-in`);
    }
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto from a client when no trusted proxy is configured', async () => {
    const { jar } = await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Seller@123');
    const res = await signOut(origin.host, jar.header(), { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.location).toBe(`${origin.origin}/vi/sign-in`);
  });

  it('sends a visitor of its sign-in page to ours, and a credentials sign-in to its callback, on the same host', async () => {
    const signInPage = await raw('GET', '/api/auth/signin?callbackUrl=%2Fvi%2Fadmin', { host: origin.host });
    expect(followed(signInPage.location, server.url).origin).toBe(origin.origin);
    expect(followed(signInPage.location, server.url).pathname).toBe('/vi/sign-in');

    const host = `pawdesk.test:${origin.port}`;
    const csrfRes = await raw('GET', '/api/auth/csrf', { host });
    const { csrfToken } = JSON.parse(csrfRes.body) as { csrfToken: string };
    const form = new URLSearchParams({ csrfToken, email: 'owner@petclinic.vn', password: 'Owner@123', callbackUrl: '/vi' }).toString();
    const signedIn = await raw('POST', '/api/auth/callback/credentials', {
      host,
      cookie: csrfRes.setCookie.map((line) => line.split(';')[0]).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(form)),
    }, form);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe(`http://${host}/vi`);
  });

  it("keeps the proxy's own redirects on the host: to sign-in, to the landing page, to /403", async () => {
    const toSignIn = await raw('GET', '/vi/admin', { host: origin.host });
    expect(toSignIn.status).toBe(307);
    expect(followed(toSignIn.location, server.url).origin).toBe(origin.origin);
    const toLanding = await raw('GET', '/vi/clinic-management', { host: `pawdesk.test:${origin.port}`, cookie });
    expect(toLanding.status).toBe(307);
    expect(followed(toLanding.location, `http://pawdesk.test:${origin.port}`).host).toBe(`pawdesk.test:${origin.port}`);
  });
});
