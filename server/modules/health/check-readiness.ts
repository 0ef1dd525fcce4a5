import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@/lib/contracts/health';
import { AppError } from '../../core/app-error';
import { isConnectionError } from '../../core/connection-error';
import { isShuttingDown } from '../../core/shutdown';
import type { DbOrTx } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { pgError } from '../../db/sql/constraint-violation';
import { executeRows } from '../../db/sql/execute-rows';

const notReady = (key: string) => new AppError('ServiceUnavailable', key);

let lastCommitted: number | undefined;

/** When the newest migration of drizzle-kit's journal was made: the journal is read once. */
function lastCommittedMigration(): number {
  if (lastCommitted === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    lastCommitted = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return lastCommitted;
}

// no migration ever ran: drizzle's schema (3F000) or its table (42P01) is not there yet
const notMigrated = (err: unknown) => pgError(err, '3F000') !== null || pgError(err, '42P01') !== null;

/**
 * Can this instance serve? Not while it shuts down, nor when its database does not answer, nor
 * before every committed migration has run. drizzle's migrator applies each migration whose
 * journal time is after the newest one it recorded, so the database is up to date when that
 * record is at least the journal's newest: one cheap statement.
 */
export async function checkReadiness(db: DbOrTx): Promise<HealthResponse> {
  if (isShuttingDown()) throw notReady('errors.shuttingDown');
  let applied: number;
  try {
    const [row] = await executeRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    applied = Number(row?.last ?? 0);
  } catch (err) {
    if (isConnectionError(err)) throw notReady('errors.databaseUnavailable');
    if (notMigrated(err)) throw notReady('errors.migrationsPending');
    throw err;
  }
  if (applied < lastCommittedMigration()) throw notReady('errors.migrationsPending');
  return { status: 'ok' };
}
