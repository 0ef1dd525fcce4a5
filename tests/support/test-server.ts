import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppServer } from '@/server/app-server';
import type { Db } from '@/server/db/client';
import { inject } from 'vitest';
import { shopDay } from './demo-template';
import { createFreshPostgres } from './test-database';

export interface TestServer {
  url: string;
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * The real app (production bundle, proxy, next-auth, /api/v1, socket.io) on a random port of
 * 127.0.0.1, over its own fresh database seeded with the demo data: PostgreSQL when the suite runs
 * with PAWDESK_TEST_DB=postgres, else an in-memory PGlite. The database is a copy of the project's
 * demo template while that was seeded today; after the shop's midnight the server seeds its own.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-test-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  Object.assign(
    process.env,
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      NEXT_TELEMETRY_DISABLED: '1',
      // rate limits and socket channels of concurrent suites must not meet in a shared Redis
      REDIS_KEY_PREFIX: `pawdesk-test-${randomBytes(6).toString('hex')}`,
      // a few days of the demo's visits: every suite seeds its own database
      DEMO_HISTORY_DAYS: '1',
      // a line per request would bury the suites' own output; warnings and errors still show
      LOG_LEVEL: 'warn',
    },
    env,
  );
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const provided = inject('demoTemplate');
  const template = provided?.shopDay === shopDay() ? provided : null;
  if (process.env.PAWDESK_TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('PAWDESK_TEST_DB=postgres needs TEST_DATABASE_URL');
    const fresh = await createFreshPostgres(base, template?.name);
    process.env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
    if (template) process.env.PGLITE_SNAPSHOT = template.name;
    else delete process.env.PGLITE_SNAPSHOT;
  }

  const { startAppServer } = await import('@/server/app-server');
  const { dbKind, getDb } = await import('@/server/db/client');
  const server: AppServer = await startAppServer({ dev: false, port: 0, host: '127.0.0.1' });
  return {
    url: server.url.replace('localhost', '127.0.0.1'),
    db: getDb(),
    kind: dbKind(),
    close: async () => {
      await server.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
