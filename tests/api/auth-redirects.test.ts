import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughNextAuth } from '../support/api-client';
import { HOSTILE_CALLBACKS, LOCAL_CALLBACKS } from '../support/hostile-callbacks';
import { startTestServer, type TestServer } from '../support/test-server';

// Every redirect of the proxy keeps the browser on the origin it used: never a callbackUrl of
// another site (open redirect).

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
