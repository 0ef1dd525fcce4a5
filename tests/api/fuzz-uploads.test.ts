import fc from 'fast-check';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@/lib/contracts/errors';
import { call, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { databaseFingerprint, FUZZ_RUNS } from '../support/fuzz';
import { concretePath, type DeclaredRoute, declaredRoutes } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

// Fuzzing the upload routes (an avatar, a shop logo, the catalogue sheets) with files that are
// not what they claim, missing, misnamed or too large, and with bodies that are not multipart at
// all: every one answers 4xx with the error body and nothing is written.

let server: TestServer;
let uploads: DeclaredRoute[];
let owner: Session;
let q1: string;

beforeAll(async () => {
  server = await startTestServer();
  uploads = (await declaredRoutes()).filter((r) => r.definition.upload);
  owner = await signInAs(server.url, 'owner@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});
afterAll(() => server?.close());

const send = (route: DeclaredRoute, init: { form?: FormData; body?: unknown }) =>
  call(server.url, route.method, concretePath(route, '00000000-0000-4000-8000-000000000000'), {
    token: owner.backendTokens.accessToken,
    shopId: q1,
    ...init,
  });

function expectRefusal(route: DeclaredRoute, res: { status: number; body: unknown }, what: string) {
  const label = `${route.method} ${route.path} with ${what}`;
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(errorBody.safeParse(res.body).success, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true);
}

const claimedTypes = fc.constantFrom('image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain', 'application/octet-stream', '');
const names = fc.constantFrom('avatar.png', 'khach-hang.xlsx', 'x', '../../etc/passwd', 'Ảnh đại diện.jpg', '.xlsx', 'a'.repeat(300));

describe('upload routes fed files they must refuse', () => {
  it('are there to fuzz', () => {
    expect(uploads.map((r) => r.path)).toEqual(expect.arrayContaining(['/users/avatar', '/customers/import', '/products/import']));
  });

  it('refuse random bytes under any name and type, and write nothing', async () => {
    const before = await databaseFingerprint(server.db);
    for (const route of uploads) {
      const field = route.definition.upload!.field;
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 4096 }), names, claimedTypes, async (bytes, name, type) => {
          const form = new FormData();
          form.set(field, new Blob([bytes], { type }), name);
          form.set('importId', crypto.randomUUID());
          // a shop's logo comes with the shop's details: send none, so that the form is refused either way
          expectRefusal(route, await send(route, { form }), `${bytes.length} bytes named ${name} as ${type || 'no type'}`);
        }),
        { numRuns: Math.ceil(FUZZ_RUNS / 2) },
      );
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  }, 600_000);

  it('refuse a missing or misnamed file, a JSON body and an oversized file', async () => {
    const before = await databaseFingerprint(server.db);
    for (const route of uploads) {
      const misnamed = new FormData();
      misnamed.set('file', new Blob([new Uint8Array(10)]), 'x.png');
      const oversized = new FormData();
      oversized.set(route.definition.upload!.field, new Blob([new Uint8Array(11 * 1024 * 1024)]), 'lon.xlsx');
      for (const [what, init] of [
        ['no file', { form: new FormData() }],
        ['the file under another field', { form: misnamed }],
        ['a JSON body', { body: { document: 'x' } }],
        ['an 11 MB file', { form: oversized }],
      ] as const) {
        expectRefusal(route, await send(route, init), what);
      }
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  }, 120_000);
});
