import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ServerEnv } from '@/server/core/env';
import { OpsError } from '../ops-error';
import type { BackupManifest } from './manifest';
import { controlSocketPath, isInMemory, pgliteDataDir, pgliteLockFile } from './pglite-location';
import { requestSnapshot } from './request-snapshot';
import { snapshotPglite } from './snapshot-pglite';

export type DumpInfo = Pick<BackupManifest, 'source' | 'database'>;

/**
 * The embedded database into `dest` (PGlite's data-directory tar, gzipped): from the running
 * server through its control socket, or, when no server runs, by opening the directory here.
 */
export async function dumpPglite(env: ServerEnv, dest: string): Promise<DumpInfo> {
  if (isInMemory(env)) throw new OpsError('PGLITE_DIR is an in-memory database: there is nothing on disk to back up.');
  const dir = pgliteDataDir(env);
  const asked = await requestSnapshot(controlSocketPath(env).socket, dest);
  if (asked.answered) {
    if (asked.pgliteDir !== dir) {
      fs.rmSync(dest, { force: true });
      throw new OpsError(`The server running on this DATA_DIR serves the database in ${asked.pgliteDir}, not ${dir}: run the backup with the same PGLITE_DIR as the server.`);
    }
    return { source: 'running-server', database: { version: asked.version, lastMigration: asked.lastMigration } };
  }

  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) throw new OpsError(`${dir} holds no database: nothing to back up (is DATA_DIR right?).`);
  // PGlite lets a second process open a directory already open, and both would write to it
  if (fs.existsSync(pgliteLockFile(env))) {
    throw new OpsError(
      `The database in ${dir} is in use or was not closed cleanly (${pgliteLockFile(env)} exists), and no running server answered. ` +
        'If the server is starting, wait until it serves and run the backup again; if it was killed, start it and run the backup while it serves.',
    );
  }
  const client = new PGlite(dir, { extensions: { pg_trgm, btree_gin } });
  try {
    const snapshot = await snapshotPglite(client);
    fs.writeFileSync(dest, snapshot.tarGz, { mode: 0o600 });
    return { source: 'stopped-data-dir', database: { version: snapshot.version, lastMigration: snapshot.lastMigration } };
  } finally {
    await client.close();
  }
}
