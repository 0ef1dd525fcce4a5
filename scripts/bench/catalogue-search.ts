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
import { BENCH_ACCOUNT } from '@/server/seed/large/bench-shop';
import { listCustomers } from '@/server/modules/customers/list-customers';
import type { BenchApp } from './bench-app';
import { getJson } from './http-client';
import { timeRounds, timeRuns, type Timing } from './timing';

// GET /api/v1/customers?search=… on PostgreSQL with 10,000 and with 1,000,000 customers in the
// shop, through the production server over HTTP, beside the same SQL run straight through `pg`.

export const SIZES = [10_000, 1_000_000] as const;

/** timed rounds per search, each running the API request, the raw statements and the bare-HTTP request once */
export const ROUNDS = 500;

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

/** raw-http-server.ts serving `statements` in a process of its own, until stopped. */
async function startRawHttpServer(databaseUrl: string, statements: { auth: Statement[]; search: Statement[] }): Promise<{ url: string; stop: () => void }> {
  const file = path.join(os.tmpdir(), `pawdesk-bench-statements-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(statements));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/raw-http-server.ts', file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill();
    fs.rmSync(file, { force: true });
  };
  try {
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    return { url: `http://127.0.0.1:${line.toString().trim()}/`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/**
 * Each of SEARCHES through the API, its statements through `pg` and the same statements over bare
 * HTTP, on one benchmark database, timed in rounds (timing.ts: timeRounds).
 */
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
      const bare = await startRawHttpServer(app.databaseUrl, statements);
      try {
        const timings = await timeRounds(
          {
            api: get,
            rawSearch: () => runAll(pool, statements.search),
            rawRequest: async () => {
              for (const s of statements.auth) await run(pool, s);
              await runAll(pool, statements.search);
            },
            rawHttp: () => getJson(bare.url, {}),
          },
          { runs: ROUNDS },
        );
        results.push({ customers, floor, search, total, ...timings });
      } finally {
        bare.stop();
      }
    }
    return results;
  } finally {
    await pool.end();
  }
}
