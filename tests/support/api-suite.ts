import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Db } from '@/server/db/client';
import { call, type CallOptions, type DemoName, signInAll } from './api-client';
import { clearCatalogues, shopIdByAlias, tableCounts } from './fixtures';
import { startTestServer, type TestServer } from './test-server';

// The frame of an API suite (tests/api): one app per file, the demo shops and accounts the file
// works as, and the checks of a refused request that every catalogue suite makes.

/**
 * The app for the tests of one file: started before them, ahead of the file's own beforeAll hooks
 * (which sign in and make fixtures), and closed after them. Its fields read the running app, so the
 * file holds it in a const from the start.
 */
export function serveForFile(start: () => Promise<TestServer> = () => startTestServer()): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(() => running?.close());
  const current = () => {
    if (!running) throw new Error('the test server runs only during the tests and hooks of its file');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    close: () => current().close(),
  };
}

export type DemoShop = 'q1' | 'hanoi';

/** Runs `requests` and proves they wrote nothing: every table keeps its row count. */
export async function expectNothingWritten(db: Db, requests: () => Promise<void>) {
  const counts = await tableCounts(db);
  await requests();
  expect(await tableCounts(db)).toEqual(counts);
}

/** POSTs a body the contract refuses: 400 naming `field` among the field errors, and not a row written. */
export function expectRejectedBody(server: TestServer, path: string, opts: CallOptions & { body: unknown }, field: string) {
  return expectNothingWritten(server.db, async () => {
    const res = await call<ErrorBody>(server.url, 'POST', path, opts);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });
}

/**
 * The app for a file working inside the demo shops: PetCare Quận 1 and Happy Pet Hà Nội (another
 * shop of another chain, never to be reached), their owners `owner` and `other` signed in, and the
 * accounts named in `more`. With `emptyCatalogues` the demo catalogues are emptied first, so that
 * the file counts and searches only the records it makes. All of it is ready before the file's own
 * beforeAll hooks run.
 */
export function shopSuite<R extends DemoName = never>(more: readonly R[] = [], { emptyCatalogues = false } = {}) {
  const server = serveForFile(async () => {
    const started = await startTestServer();
    if (emptyCatalogues) await clearCatalogues(started.db);
    return started;
  });
  const shops: Record<DemoShop, string> = { q1: '', hanoi: '' };
  const sessions = {} as Record<'owner' | 'other' | R, Session>;
  beforeAll(async () => {
    [shops.q1, shops.hanoi] = await Promise.all([shopIdByAlias(server.db, 'Quận 1'), shopIdByAlias(server.db, 'Happy Pet')]);
    const names = ['owner', 'other', ...more] as const;
    const signedIn = await signInAll(server.url, names);
    names.forEach((name, i) => (sessions[name] = signedIn[i]));
  });

  /** The token and shop-Id of a request by `name`, in Quận 1 unless another shop is named. */
  const as = (name: 'owner' | 'other' | R, shop: DemoShop = 'q1') => ({ token: sessions[name].backendTokens.accessToken, shopId: shops[shop] });

  // The other shop's records in the catalogue suites carry "Bí Mật" in their names: it must show
  // nowhere in an answer to Quận 1's staff.

  /** A list asked for with Happy Pet's shop-Id answers 403 and shows nothing of it, nor does a search of Quận 1's. */
  async function expectForeignShopListRefused(path: string) {
    const res = await call<ErrorBody>(server.url, 'GET', path, as('owner', 'hanoi'));
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Bí Mật');
    const mine = await call<Page<unknown>>(server.url, 'GET', `${path}?search=bi%20mat`, as('owner'));
    expect(mine.body.items).toEqual([]);
  }

  /**
   * DELETE `path`/{id}: another shop's record is missing (404) to the owner, the shop's own is
   * forbidden (403) to `role` and for Happy Pet's shop-Id, and both rows stay.
   */
  async function expectDeleteRefused(path: string, table: PgTable & { id: PgColumn }, ids: { foreign: string; own: string }, role: R) {
    expect((await call(server.url, 'DELETE', `${path}/${ids.foreign}`, as('owner'))).status).toBe(404);
    expect((await call(server.url, 'DELETE', `${path}/${ids.own}`, as(role))).status).toBe(403);
    expect((await call(server.url, 'DELETE', `${path}/${ids.foreign}`, as('owner', 'hanoi'))).status).toBe(403);
    for (const id of [ids.foreign, ids.own]) expect(await server.db.select().from(table).where(eq(table.id, id))).toHaveLength(1);
  }

  return { server, shops, sessions, as, expectForeignShopListRefused, expectDeleteRefused };
}
