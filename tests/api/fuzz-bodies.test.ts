import fc from 'fast-check';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/lib/contracts/errors';
import { call, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { databaseFingerprint, FUZZ_RUNS, invalidBodies, malformedJson } from '../support/fuzz';
import { concretePath, type DeclaredRoute, declaredRoutes } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

// Fuzzing every write route with bodies its own zod contract refuses (support/fuzz.ts): each must
// answer 4xx with the DESIGN §3 error body, never 5xx, and leave the database exactly as it was.

const ANY_ID = '00000000-0000-4000-8000-000000000000';
// texts that put prototype keys into the parsed body itself
const POLLUTING = [
  '{"__proto__": {"isAdmin": true, "shopId": "x"}}',
  '{"constructor": {"prototype": {"role": 1}}}',
  '{"name": "An", "__proto__": null}',
];

let server: TestServer;
let routes: DeclaredRoute[];
let owner: Session;
let admin: Session;
let q1: string;

beforeAll(async () => {
  server = await startTestServer();
  routes = (await declaredRoutes()).filter((r) => r.method !== 'GET' && r.definition.body && !r.definition.upload);
  [owner, admin] = [await signInAs(server.url, 'owner@petclinic.vn'), await signInAs(server.url, 'admin@petclinic.vn')];
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});
afterAll(() => server?.close());

/** Sends a body (a value, or raw text) to a route as a user allowed to call it. */
function send(route: DeclaredRoute, body: unknown) {
  const as = route.definition.auth === 'admin' ? admin : owner;
  const token = route.definition.auth === 'public' ? undefined : as.backendTokens.accessToken;
  return call(server.url, route.method, concretePath(route, ANY_ID), { token, shopId: route.definition.auth === 'shop' ? q1 : undefined, body });
}

/** The answer must be a client error in the shape of DESIGN §3. */
function expectRefusal(route: DeclaredRoute, res: { status: number; body: unknown }, body: unknown) {
  const what = `${route.method} ${route.path} with ${JSON.stringify(body)?.slice(0, 200)}`;
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(errorBody.safeParse(res.body).success, `${what}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true);
}

describe('write routes fed bodies their contracts refuse', () => {
  it('are there to fuzz', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answer 4xx with the error body, never 5xx, and write nothing', async () => {
    const before = await databaseFingerprint(server.db);
    for (const route of routes) {
      const contract = route.definition.body!;
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: invalidBodies(contract) }, { weight: 1, arbitrary: malformedJson }), async (body) => {
          expectRefusal(route, await send(route, body), body);
        }),
        { numRuns: FUZZ_RUNS },
      );
      for (const text of POLLUTING) {
        const res = await send(route, text);
        // a polluting key is an unknown field: refused, or stripped and the rest refused
        if (res.status < 300) throw new Error(`${route.method} ${route.path} accepted ${text}`);
        expectRefusal(route, res, text);
      }
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  }, 600_000);

  it('answer 413 to a body over the size limit, writing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const route = routes.find((r) => r.method === 'POST' && r.path === '/customers')!;
    const res = await send(route, { name: 'A'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(errorBody.parse(res.body).error).toBe('PayloadTooLarge');
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
