import { z } from 'zod';

// What a backup file says about itself: its first entry, `manifest.json` (README "Backup and restore").
export const BACKUP_FORMAT = 'pawdesk-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/** The database of the installation: PGlite's data directory (tar.gz) or pg_dump's custom format. */
export const DATABASE_ENTRY = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;
/** The auth secret generated into DATA_DIR when AUTH_SECRET is not set (server/auth/ensure-secret.ts). */
export const AUTH_SECRET_ENTRY = 'auth-secret';

const entry = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  /** how the snapshot was taken: from the running server, from a stopped data directory, or pg_dump */
  source: z.enum(['running-server', 'stopped-data-dir', 'pg_dump']),
  database: z.object({
    /** PGlite's version, or the PostgreSQL server's */
    version: z.string(),
    /** drizzle's created_at of the newest migration applied (server/db/migrations/meta/_journal.json "when") */
    lastMigration: z.number().nullable(),
  }),
  entries: z.array(entry).min(1),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupEntry = z.infer<typeof entry>;
