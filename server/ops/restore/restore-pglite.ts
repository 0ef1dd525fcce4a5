import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ServerEnv } from '@/server/core/env';
import { OpsError } from '../ops-error';
import { isInMemory, pgliteDataDir } from '../backup/pglite-location';

/** Refuses a PGlite target that already holds anything: a restore never merges into or replaces a database. */
export function assertPgliteTargetEmpty(env: ServerEnv): string {
  if (isInMemory(env)) throw new OpsError('PGLITE_DIR is an in-memory database: set DATA_DIR (or PGLITE_DIR) to the folder to restore into.');
  const dir = pgliteDataDir(env);
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new OpsError(`${dir} is not empty: a backup restores only into an empty data directory. Point DATA_DIR at a new folder (or move this one away) and run the restore again.`);
  }
  return dir;
}

/**
 * Loads PGlite's data-directory tar into the empty target and opens it once to prove it starts;
 * on failure the target is left empty again. The server applies newer migrations on its next start.
 */
export async function restorePglite(env: ServerEnv, tarGz: Buffer): Promise<string> {
  const dir = assertPgliteTargetEmpty(env);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const client = new PGlite(dir, { extensions: { pg_trgm, btree_gin }, loadDataDir: new Blob([new Uint8Array(tarGz)]) });
    try {
      await client.query('select count(*) from pg_class');
    } finally {
      await client.close();
    }
  } catch (err) {
    for (const name of fs.readdirSync(dir)) fs.rmSync(`${dir}/${name}`, { recursive: true, force: true });
    throw new OpsError(`The backup's database did not open: ${(err as Error).message}. ${dir} was left empty.`);
  }
  return dir;
}
