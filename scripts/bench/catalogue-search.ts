import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { customerListQuery } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import { findActiveUserInShop } from '@/server/auth/session-user';
import type { Db } from '@/server/db/client';
import { BENCH_ACCOUNT } from '@/server/db/seed/large/bench-shop';
import { listCustomers } from '@/server/modules/customers/list-customers';
import type { BenchApp } from './bench-app';
import { getJson } from './http-client';
import { timeRuns, type Timing } from './timing';

// GET /api/v1/customers?search=… on PostgreSQL with 10,000 and with 1,000,000 customers in the
// shop, through the production server over HTTP, beside the same SQL run straight through `pg`.

export const SIZES = [10_000, 1_000_000] as const;

/** What the front desk types: a whole name without accents, and the tail of a phone number. */
export const SEARCHES = [
  { label: 'a full name without accents', search: 'nguyen van an' },
  { label: 'a phone fragment (6 digits)', search: '654321' },
] as const;

interface Statement {
  sql: string;
  params: unknown[];
  /** the name the app prepares it under, if it does (server/db/sql/prepared.ts) */
  name?: string;
}

// The per-request look-up the app prepares (the user and the shop asked for, in one statement).
const PREPARED_AUTH = ['find_active_user_in_shop'];

export interface SizeResult {
  customers: number;
  /** a request for an unknown /api/v1 path: the HTTP round trip and the server's dispatch, no SQL */
  floor: Timing;
  search: string;
  total: number;
  api: Timing;
  /** the list and count statements of the search, run through `pg` as the app runs them (in parallel) */
  rawSearch: Timing;
  /** every statement the request makes (user and shop, list and count), run through `pg` in the app's order */
  rawRequest: Timing;
  /** the same statements served by a bare node:http server (raw-http-server.ts) to the same client */
  rawHttp: Timing;
}

/** The statements the endpoint runs for one request, captured from drizzle. */
async function requestStatements(pool: Pool, shopId: string, search: string): Promise<{ auth: Statement[]; search: Statement[] }> {
  const captured: Statement[] = [];
  const db = drizzle({ client: pool, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;
  const [{ id: userId }] = (await pool.query<{ id: string }>('select id from users where email = $1', [BENCH_ACCOUNT.email])).rows;
  await findActiveUserInShop(db, userId, shopId);
  const auth = captured.splice(0).map((statement, i) => ({ ...statement, name: PREPARED_AUTH[i] }));
  await listCustomers(db, { shopId, query: customerListQuery.parse({ search }) });
  return { auth, search: captured.splice(0) };
}

const run = (pool: Pool, s: Statement) => pool.query({ name: s.name, text: s.sql, values: s.params });
const runAll = (pool: Pool, statements: Statement[]) => Promise.all(statements.map((s) => run(pool, s)));

/** The statements served over HTTP by raw-http-server.ts in a process of its own, timed from this client. */
async function timeRawHttp(databaseUrl: string, statements: { auth: Statement[]; search: Statement[] }): Promise<Timing> {
  const file = path.join(os.tmpdir(), `pawdesk-bench-statements-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(statements));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/raw-http-server.ts', file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    const url = `http://127.0.0.1:${line.toString().trim()}/`;
    return await timeRuns(() => getJson(url, {}));
  } finally {
    child.kill();
    fs.rmSync(file, { force: true });
  }
}

/** Each of SEARCHES through the API and its statements through `pg`, on one benchmark database. */
export async function benchSearches(app: BenchApp, customers: number): Promise<SizeResult[]> {
  const pool = new Pool({ connectionString: app.databaseUrl, max: 10 });
  try {
    const results: SizeResult[] = [];
    const floor = await timeRuns(() => getJson(`${app.url}/api/v1/no-such-route`, app.headers, 404));
    for (const { search } of SEARCHES) {
      const path = `${app.url}/api/v1/customers?search=${encodeURIComponent(search)}`;
      const get = () => getJson<Page<unknown>>(path, app.headers);
      const { total } = await get();
      const statements = await requestStatements(pool, app.shopId, search);
      const api = await timeRuns(get);
      const rawSearch = await timeRuns(() => runAll(pool, statements.search));
      const rawRequest = await timeRuns(async () => {
        for (const s of statements.auth) await run(pool, s);
        await runAll(pool, statements.search);
      });
      const rawHttp = await timeRawHttp(app.databaseUrl, statements);
      results.push({ customers, floor, search, total, api, rawSearch, rawRequest, rawHttp });
    }
    return results;
  } finally {
    await pool.end();
  }
}
