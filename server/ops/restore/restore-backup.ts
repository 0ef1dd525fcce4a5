import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerEnv } from '@/server/core/env';
import { OpsError } from '../ops-error';
import { AUTH_SECRET_ENTRY, type BackupManifest, DATABASE_ENTRY } from '../backup/manifest';
import { newestKnownMigration } from '../backup/migration-state';
import { extractEntry, hasEntry, openBackup, readEntry, verifyBackup } from '../backup/read-archive';
import { restoreAuthSecret, type SecretOutcome } from './restore-auth-secret';
import { assertPgliteTargetEmpty, restorePglite } from './restore-pglite';
import { assertPostgresTargetEmpty, databaseName, restorePostgres } from './restore-postgres';

export interface RestoredBackup {
  manifest: BackupManifest;
  /** the data directory or the database's name */
  target: string;
  secret: SecretOutcome | 'none';
}

const KIND_NAME = { pglite: 'an embedded (PGlite) database', postgres: 'a PostgreSQL database' } as const;

/**
 * Restores a backup of `createBackup` into an empty target of the same kind. Every check (a PawDesk
 * backup, whole, checksums, kind, version, empty target) runs before anything is written.
 */
export async function restoreBackup(env: ServerEnv, file: string): Promise<RestoredBackup> {
  const backup = openBackup(path.resolve(file));
  const { manifest } = backup;
  const targetKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== targetKind) {
    // PGlite keeps PostgreSQL 18's files and a pg_dump needs a server: neither crosses over
    throw new OpsError(
      `${file} holds ${KIND_NAME[manifest.kind]}, and this installation uses ${KIND_NAME[targetKind]}` +
        (targetKind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)') +
        `: a backup restores only into the kind it was taken from.`,
    );
  }
  if ((manifest.database.lastMigration ?? 0) > newestKnownMigration()) {
    throw new OpsError(`${file} was taken from a newer PawDesk (version ${manifest.appVersion}, with migrations this copy does not have): update PawDesk first.`);
  }
  if (env.DATABASE_URL) await assertPostgresTargetEmpty(env.DATABASE_URL);
  else assertPgliteTargetEmpty(env);
  await verifyBackup(backup);

  let target: string;
  if (env.DATABASE_URL) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-restore-'));
    try {
      const dump = path.join(work, DATABASE_ENTRY.postgres);
      await extractEntry(backup, DATABASE_ENTRY.postgres, dump);
      await restorePostgres(env.DATABASE_URL, dump);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    target = `database ${databaseName(env.DATABASE_URL)}`;
  } else {
    target = await restorePglite(env, await readEntry(backup, DATABASE_ENTRY.pglite));
  }
  const secret = hasEntry(backup, AUTH_SECRET_ENTRY) ? restoreAuthSecret(env.DATA_DIR, await readEntry(backup, AUTH_SECRET_ENTRY)) : 'none';
  return { manifest, target, secret };
}
