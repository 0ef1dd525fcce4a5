import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { lastAppliedMigration } from './migration-state';

export interface PgliteSnapshot {
  /** the data directory as PGlite's dumpDataDir tar, gzipped (what `loadDataDir` takes back) */
  tarGz: Buffer;
  version: string;
  lastMigration: number | null;
}

// PGlite's own transaction lock; not part of its typed API, so it is used only when present.
type WithTransactionLock = PGlite & { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> };

/**
 * A consistent copy of a PGlite database, taken inside the process that holds it. PGlite runs one
 * statement at a time and dumpDataDir waits for the statement lock; holding the transaction lock
 * as well waits for open transactions to end and keeps new ones out, so the copy holds committed
 * transactions only. The CHECKPOINT just before (it cannot run under that lock: every query takes
 * it) leaves only the last moment's WAL for the restore to replay.
 */
export async function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  const lastMigration = await lastAppliedMigration(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  const [{ version }] = (await client.query<{ version: string }>(`select current_setting('server_version') as version`)).rows;
  await client.exec('CHECKPOINT');
  const dump = () => client.dumpDataDir('none');
  const locked = client as WithTransactionLock;
  const tar = typeof locked._runExclusiveTransaction === 'function' ? await locked._runExclusiveTransaction(dump) : await dump();
  // compressed after the locks are released: requests wait for the copy only, not for gzip
  const tarGz = await promisify(gzip)(Buffer.from(await tar.arrayBuffer()));
  return { tarGz, version: `PGlite (PostgreSQL ${version})`, lastMigration };
}
