import fc from 'fast-check';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/lib/contracts/errors';
import { LOCALES } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { queryObject } from '@/server/http/parse-input';
import { call, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { databaseFingerprint, FUZZ_RUNS, queryStrings } from '../support/fuzz';
import { FOREIGN_RECORDS } from '../support/foreign-records';
import { concretePath, type DeclaredRoute, declaredRoutes, takesId } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

// Fuzzing the query string of every route that declares a query contract (the lists, their
// exports, the administrator's shops; support/route-table.ts finds new ones by themselves): control
// characters, NULs, %-escapes of bytes that are no UTF-8, very long texts. A query its contract
// refuses answers 4xx with the DESIGN §3 body, one it accepts answers 200; never 5xx, nothing written.

let server: TestServer;
let routes: DeclaredRoute[];
let owner: Session;
let admin: Session;
let q1: string;
/** a record of Quận 1 for each route taking an id (a product's stock card) */
const ownIds = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  routes = (await declaredRoutes()).filter((r) => r.method === 'GET' && r.definition.query);
  [owner, admin] = [await signInAs(server.url, 'owner@petclinic.vn'), await signInAs(server.url, 'admin@petclinic.vn')];
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  for (const route of routes.filter(takesId)) {
    const entry = FOREIGN_RECORDS[route.path];
    if (entry && entry !== 'system-wide') ownIds.set(route.path, (await entry.find(server.db, q1)).id);
  }
});
afterAll(() => server?.close());

/** GETs a route with a raw query string, as a user allowed to call it. */
function get(route: DeclaredRoute, query: string, lang?: string) {
  const as = route.definition.auth === 'admin' ? admin : owner;
  const path = takesId(route) ? concretePath(route, ownIds.get(route.path)!) : route.path;
  return call(server.url, 'GET', `${path}?${query}`, { token: as.backendTokens.accessToken, shopId: route.definition.auth === 'shop' ? q1 : undefined, lang });
}

/** Would the route's contract take this query string, as the route wrapper reads it? */
const accepted = (route: DeclaredRoute, query: string) => route.definition.query!.safeParse(queryObject(new URL(`http://x/?${query}`))).success;

describe('list routes fed odd query strings', () => {
  it('are there to fuzz, lists and exports alike', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/customers', '/customers/export', '/pets', '/admin/shops', '/employees']));
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it('answer a NUL in the search with 400 and the field’s message in the caller’s language', async () => {
    const searched = routes.filter((r) => 'search' in ((r.definition.query as unknown as { shape?: object }).shape ?? {}));
    expect(searched.length).toBeGreaterThanOrEqual(12);
    for (const route of searched) {
      for (const lang of LOCALES) {
        const res = await get(route, 'search=%00', lang);
        const what = `GET ${route.path}?search=%00 (${lang})`;
        expect(res.status, what).toBe(400);
        expect(errorBody.parse(res.body), what).toEqual({
          statusCode: 400,
          error: 'ValidationException',
          message: translate(lang, 'validation.singleLine'),
          errors: [{ field: 'search', messages: [translate(lang, 'validation.singleLine')] }],
          requestId: res.headers.get('x-request-id'),
        });
      }
    }
  });

  it('answer other control characters in the search with 400, and find what has none', async () => {
    const customers = routes.find((r) => r.path === '/customers')!;
    for (const query of ['search=%1B%5B31m', 'search=a%01b', 'search=a%0Ab', 'search=%7F', 'search=%C2%85']) {
      expect((await get(customers, query)).status, query).toBe(400);
    }
    // bytes that are no UTF-8 decode to U+FFFD, a character like any other: searched, not an error
    for (const query of ['search=%C3%28', 'search=%FF', 'search=%ED%A0%80', 'search=%25_%5C']) {
      expect((await get(customers, query)).status, query).toBe(200);
    }
  });

  it('answer a request longer than the 16 KB the server reads with 431 and the error body', async () => {
    const customers = routes.find((r) => r.path === '/customers')!;
    const res = await get(customers, `search=${'a'.repeat(17_000)}`);
    expect(res.status).toBe(431);
    expect(errorBody.parse(res.body)).toEqual({ statusCode: 431, error: 'RequestHeaderFieldsTooLarge', message: translate('vi', 'errors.requestTooLong'), requestId: res.headers.get('x-request-id') });
  });

  it('answer 4xx with the error body when refused, 200 when accepted, never 5xx, and write nothing', async () => {
    const before = await databaseFingerprint(server.db);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(queryStrings(route.definition.query!), async (query) => {
          const res = await get(route, query);
          const what = `GET ${route.path}?${query.slice(0, 200)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
          if (accepted(route, query)) {
            expect(res.status, what).toBe(200);
          } else {
            expect(res.status, what).toBeGreaterThanOrEqual(400);
            expect(res.status, what).toBeLessThan(500);
            expect(errorBody.safeParse(res.body).success, what).toBe(true);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  }, 600_000);
});
