import fc from 'fast-check';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/lib/contracts/errors';
import { translate } from '@/lib/i18n/translate';
import { call, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { FOREIGN_RECORDS, type OwnRecords } from '../support/foreign-records';
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
let own: OwnRecords;

beforeAll(async () => {
  server = await startTestServer();
  routes = (await declaredRoutes()).filter((r) => r.method !== 'GET' && r.definition.body && !r.definition.upload);
  [owner, admin] = [await signInAs(server.url, 'owner@petclinic.vn'), await signInAs(server.url, 'admin@petclinic.vn')];
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  const { customers } = await import('@/server/db/schema/customers');
  const { products } = await import('@/server/db/schema/products');
  const { suppliers } = await import('@/server/db/schema/suppliers');
  const { eq } = await import('drizzle-orm');
  const first = async (table: typeof customers | typeof products | typeof suppliers) => (await server.db.select({ id: table.id }).from(table).where(eq(table.shopId, q1)).limit(1))[0].id;
  own = { customerId: await first(customers), productId: await first(products), supplierId: await first(suppliers) };
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

// Bodies a contract accepts but for one text field holding a control character: before the text
// rules refused them a NUL made PostgreSQL fail the statement (500) and an ESC sequence was stored.
describe('write routes fed a control character in one text field of a valid body', () => {
  const CONTROLS = ['\u0000', '\u0001', '\u001B[31m', '\u007F', '\u0085'];
  const LINE_BREAKS = ['\t', '\n'];
  const MULTI_LINE = new Set(['note', 'description', 'reason', 'result', 'symptoms', 'diagnosis', 'treatment', 'notes']);
  // a password has its own rule of allowed characters (SPEC §5); its confirmation is only compared
  const PASSWORDS = new Set(['password', 'confirmPassword']);
  const SAMPLES = ['Kiểm tra văn bản', '0912345678', 'kt@petclinic.vn'];

  /** Routes whose contract has a valid body in support/foreign-records.ts (creates and edits alike). */
  function withValidBodies() {
    const bodies = Object.entries(FOREIGN_RECORDS).flatMap(([path, entry]) =>
      entry !== 'system-wide' && entry.body ? [{ path, body: entry.body(own) as Record<string, unknown> }] : [],
    );
    const contractOf = (path: string) => routes.find((r) => r.path === path)?.definition.body;
    return routes.flatMap((route) => {
      const valid = bodies.find((b) => contractOf(b.path) === route.definition.body);
      return valid ? [{ route, body: valid.body }] : [];
    });
  }

  it('answer 400 naming the field, in the caller’s language, and write nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const covered = withValidBodies();
    expect(covered.map(({ route }) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(['POST /customers', 'PUT /customers/[id]', 'POST /pets', 'POST /services', 'POST /products', 'POST /suppliers', 'PUT /employees/[id]']));
    for (const { route, body } of covered) {
      const shape = (route.definition.body as unknown as { shape: Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }> }).shape;
      for (const [field, schema] of Object.entries(shape)) {
        if (PASSWORDS.has(field)) continue;
        // a text field: takes some text as text (a number field reads digits as a number)
        const sample = SAMPLES.find((text) => typeof schema.safeParse(text).data === 'string');
        if (!sample) continue;
        const multiLine = MULTI_LINE.has(field);
        for (const control of [...CONTROLS, ...(multiLine ? [] : LINE_BREAKS)]) {
          const lang = control === '\u0000' ? 'en' : 'vi';
          const value = `${sample.slice(0, 3)}${control}${sample.slice(3)}`;
          const res = await call(server.url, route.method, concretePath(route, ANY_ID), { token: owner.backendTokens.accessToken, shopId: q1, lang, body: { ...body, [field]: value } });
          const what = `${route.method} ${route.path} with ${field}: ${JSON.stringify(value)}`;
          expect(res.status, what).toBe(400);
          const message = translate(lang, multiLine ? 'validation.controlCharacters' : 'validation.singleLine');
          expect(errorBody.parse(res.body).errors, what).toContainEqual({ field, messages: [message] });
        }
      }
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  }, 120_000);

  it('keep the line breaks and tabs of a note, a CR LF stored as one line feed', async () => {
    const res = await call<{ id: string; note: string }>(server.url, 'POST', '/customers', {
      token: owner.backendTokens.accessToken,
      shopId: q1,
      body: { name: 'Khách nhiều dòng', note: 'Dị ứng:\r\n- gà\tnặng' },
    });
    expect(res.status).toBe(200);
    expect(res.body.note).toBe('Dị ứng:\n- gà\tnặng');
  });
});
