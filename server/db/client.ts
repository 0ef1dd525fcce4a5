import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { serverEnv } from '../core/env';
import { logger } from '../core/logger';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** A database handle or an open transaction: use-cases accept either. */
export type DbOrTx = Db | Tx;

interface DbHolder {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

// One handle per process, shared by server.ts (tsx) and the bundled route handlers through
// globalThis; opened lazily because `next build` imports route modules.
const KEY = Symbol.for('pawdesk.db');
type GlobalWithDb = typeof globalThis & { [KEY]?: DbHolder };

function open(): DbHolder {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    // A database host that takes the connection and never answers (a hung server, a network that
    // swallows packets), or a pool whose connections all stay busy that long, fails the statement
    // as a connection error (503) after this time instead of holding the request for ever.
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE, connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS });
    // A client losing its connection (database restart) must not crash the process: the pool
    // listens to its idle clients only, so each client gets a listener of its own for the time it
    // is in use (a transaction between two statements); its next statement then fails as a
    // connection error and the pool drops it.
    pool.on('connect', (client) => client.on('error', (err) => logger.error('[db] connection lost', { error: err.message })));
    pool.on('error', () => undefined); // already logged by the client's own listener
    return { db: drizzlePg({ client: pool }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  // the extensions the migrations create (search indexes)
  const loadDataDir = env.PGLITE_SNAPSHOT ? new Blob([fs.readFileSync(env.PGLITE_SNAPSHOT)]) : undefined;
  const client = new PGlite(dir, { extensions: { pg_trgm, btree_gin }, loadDataDir });
  return { db: drizzlePglite({ client }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

function holder(): DbHolder {
  const g = globalThis as GlobalWithDb;
  g[KEY] ??= open();
  return g[KEY];
}

export function getDb(): Db {
  return holder().db;
}

export function dbKind(): 'pglite' | 'postgres' {
  return holder().kind;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const current = g[KEY];
  if (!current) return;
  delete g[KEY];
  await current.close();
}
