import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { imageForm, PNG_1X1, shopIdByAlias } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// The production server answers /api/v1 itself (server/http/api-listener.ts): methods a route file
// does not export, HEAD and OPTIONS, paths no file serves, and what a handler sends back.

let server: TestServer;
let owner: Session;
let q1: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signInAs(server.url, 'owner@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});
afterAll(() => server?.close());

const raw = (path: string, init: RequestInit = {}) => fetch(`${server.url}/api/v1${path}`, init);

describe('/api/v1 in the production server', () => {
  it('answers a method the route does not take with 405, the methods it does take, and a translated message', async () => {
    const vi = await call<{ statusCode: number; error: string; message: string }>(server.url, 'PATCH', '/customers', { token: owner.backendTokens.accessToken, shopId: q1 });
    expect(vi.status).toBe(405);
    expect(vi.headers.get('allow')).toBe('GET, POST');
    expect(vi.body).toEqual({ statusCode: 405, error: 'MethodNotAllowed', message: 'Đường dẫn này không hỗ trợ phương thức PATCH', requestId: vi.headers.get('x-request-id') });
    const en = await call<{ message: string }>(server.url, 'DELETE', '/customers', { lang: 'en' });
    expect(en.body.message).toBe('This endpoint does not accept DELETE');
  });

  it('answers OPTIONS with the methods, and HEAD as GET without a body', async () => {
    const options = await raw('/customers/export', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET');

    const headers = { authorization: `Bearer ${owner.backendTokens.accessToken}`, 'shop-Id': q1 };
    const head = await raw('/customers?limit=1', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await head.text()).toBe('');
    expect((await raw('/customers?limit=1', { method: 'HEAD' })).status).toBe(401);
  });

  it('answers a path no route serves with a JSON 404, the bare prefix included, and a malformed path with 400', async () => {
    for (const path of ['', '/', '/nothing/here']) {
      const res = await call<{ statusCode: number; error: string; message: string }>(server.url, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ statusCode: 404, error: 'NotFound', message: 'Không tìm thấy đường dẫn', requestId: res.headers.get('x-request-id') });
    }
    const malformed = await raw('/customers/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ statusCode: 400, error: 'BadRequest' });
  });

  it('passes the path parameters, the query and a JSON body to the handler, and its status back', async () => {
    const created = await call<{ id: string; name: string }>(server.url, 'POST', '/customers', {
      token: owner.backendTokens.accessToken,
      shopId: q1,
      body: { name: 'Hồ Thị Ánh', phone: '0987001122' },
    });
    expect(created.status).toBe(200);
    const read = await call<{ id: string; name: string }>(server.url, 'GET', `/customers/${created.body.id}`, { token: owner.backendTokens.accessToken, shopId: q1 });
    expect(read.body).toMatchObject({ id: created.body.id, name: 'Hồ Thị Ánh' });
    const listed = await call<{ items: Array<{ name: string }> }>(server.url, 'GET', '/customers?search=ho%20thi%20anh', { token: owner.backendTokens.accessToken, shopId: q1 });
    expect(listed.body.items.map((c) => c.name)).toEqual(['Hồ Thị Ánh']);
  });

  it('reads the next-auth session cookie where a route accepts it instead of a token (an <img> loading a file)', async () => {
    const { session, jar } = await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345');
    const uploaded = await call<{ image: string }>(server.url, 'PUT', '/users/avatar', { token: session!.backendTokens.accessToken, form: imageForm() });
    const withCookie = await fetch(`${server.url}${uploaded.body.image}`, { headers: { cookie: jar.header() } });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await withCookie.arrayBuffer())).toEqual(PNG_1X1);
    expect((await fetch(`${server.url}${uploaded.body.image}`)).status).toBe(401);
  });
});
