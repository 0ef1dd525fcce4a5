import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '@/lib/contracts/errors';
import { translate } from '@/lib/i18n/translate';
import { setShuttingDown } from '@/server/core/shutdown';
import { call } from '../support/api-client';
import { rowsOf } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// A load balancer's probes (GET /health: the process answers; GET /ready: it can serve), and the
// request id every /api/v1 answer carries: in its header, its error body and its log line.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;

beforeAll(async () => {
  // the log lines are read below
  server = await startTestServer({ LOG_LEVEL: 'info' });
});
afterAll(() => server?.close());

describe('GET /health and GET /ready', () => {
  it('answer 200 without a token while the server can serve', async () => {
    for (const path of ['/health', '/ready']) {
      const res = await call(server.url, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual({ status: 'ok' });
    }
  });

  it('ready answers 503 in the caller’s language while a committed migration is not applied', async () => {
    const [newest] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      server.db,
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      for (const lang of ['vi', 'en'] as const) {
        const res = await call(server.url, 'GET', '/ready', { lang });
        expect(res.status).toBe(503);
        expect(errorBody.parse(res.body)).toEqual({
          statusCode: 503,
          error: 'ServiceUnavailable',
          message: translate(lang, 'errors.migrationsPending'),
          requestId: res.headers.get('x-request-id'),
        });
      }
      // alive all the same: liveness does not restart a server waiting for its migrations
      expect((await call(server.url, 'GET', '/health')).status).toBe(200);
    } finally {
      await server.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`);
    }
    expect((await call(server.url, 'GET', '/ready')).status).toBe(200);
  });

  it('ready answers 503 once the server is shutting down, health still 200', async () => {
    setShuttingDown(true);
    try {
      for (const lang of ['vi', 'en'] as const) {
        const res = await call<{ message: string }>(server.url, 'GET', '/ready', { lang });
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(translate(lang, 'errors.shuttingDown'));
      }
      expect((await call(server.url, 'GET', '/health')).status).toBe(200);
    } finally {
      setShuttingDown(false);
    }
  });
});

describe('the request id', () => {
  it('is made for each request, answered in x-request-id and carried by the error body', async () => {
    const [a, b] = [await call(server.url, 'GET', '/customers'), await call(server.url, 'GET', '/customers')];
    expect(a.status).toBe(401);
    expect(a.headers.get('x-request-id')).toMatch(UUID);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    expect(errorBody.parse(a.body).requestId).toBe(a.headers.get('x-request-id'));
    // a successful answer has one too
    expect((await call(server.url, 'GET', '/health')).headers.get('x-request-id')).toMatch(UUID);
  });

  it('is the caller’s own when well-formed (a proxy’s), a fresh one otherwise', async () => {
    const given = 'nginx-5f2b8c0e9a7d4e21b3c6';
    const echoed = await call(server.url, 'GET', '/no-such-route', { headers: { 'x-request-id': given } });
    expect(echoed.status).toBe(404);
    expect(echoed.headers.get('x-request-id')).toBe(given);
    expect(errorBody.parse(echoed.body).requestId).toBe(given);
    for (const odd of ['two words', 'a'.repeat(129), '<script>', 'a,b']) {
      const res = await call(server.url, 'GET', '/no-such-route', { headers: { 'x-request-id': odd } });
      expect(res.headers.get('x-request-id'), odd).toMatch(UUID);
      expect(errorBody.parse(res.body).requestId, odd).toBe(res.headers.get('x-request-id'));
    }
  });

  it('is in the JSON line logged for the request, with its method, path, status and duration', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(server.url, 'GET', '/customers?search=Nguyễn', { headers: { 'x-request-id': 'log-line-check-1' } });
      // the line is written once the answer is out: give its 'close' a moment
      await vi.waitFor(() => expect(written.join('')).toContain('log-line-check-1'));
    } finally {
      spy.mockRestore();
    }
    expect(res.status).toBe(401);
    const lines = written.join('').split('\n').filter(Boolean);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.requestId === 'log-line-check-1')).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      msg: 'request',
      requestId: 'log-line-check-1',
      method: 'GET',
      // without the query: what a user searched for stays out of the log
      path: '/api/v1/customers',
      status: 401,
      durationMs: expect.any(Number),
    });
  });
});
