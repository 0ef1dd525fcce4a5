import fs from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from '@/server/core/env';
import { OpsError } from '../ops-error';
import { dumpPglite } from './dump-pglite';
import { dumpPostgres } from './dump-postgres';
import { AUTH_SECRET_ENTRY, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, DATABASE_ENTRY } from './manifest';
import { type ArchiveFile, writeArchive } from './write-archive';

export interface CreatedBackup {
  path: string;
  size: number;
  manifest: BackupManifest;
}

const stamp = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');

export const defaultBackupPath = (kind: string, now = new Date()) => path.join(process.cwd(), 'backups', `pawdesk-${kind}-${stamp(now)}.tar`);

function appVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * One file holding the whole installation: the database (PGlite's data directory or pg_dump) and,
 * when the server generated it, the auth secret of DATA_DIR. Uploaded files are rows of the
 * database (server/db/schema/files.ts), so they come with it.
 */
export async function createBackup(env: ServerEnv, options: { out?: string } = {}): Promise<CreatedBackup> {
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const createdAt = new Date();
  const out = path.resolve(options.out ?? defaultBackupPath(kind, createdAt));
  if (fs.existsSync(out)) throw new OpsError(`${out} already exists: choose another --out.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // beside the output: the same file system, and the dump never passes through a shared /tmp
  const work = fs.mkdtempSync(path.join(path.dirname(out), '.pawdesk-backup-'));
  try {
    const database = path.join(work, DATABASE_ENTRY[kind]);
    const info = env.DATABASE_URL ? await dumpPostgres(env.DATABASE_URL, database) : await dumpPglite(env, database);
    const files: ArchiveFile[] = [{ name: DATABASE_ENTRY[kind], path: database }];
    const secret = path.join(env.DATA_DIR, 'auth-secret');
    if (fs.existsSync(secret)) files.push({ name: AUTH_SECRET_ENTRY, path: secret });
    const manifest = await writeArchive(
      out,
      { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, kind, createdAt: createdAt.toISOString(), appVersion: appVersion(), ...info },
      files,
    );
    return { path: out, size: fs.statSync(out).size, manifest };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
