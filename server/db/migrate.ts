import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { dbKind, getDb } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');

/** Applies the committed drizzle-kit migrations that have not run yet. */
export async function runMigrations(): Promise<void> {
  const db = getDb();
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (dbKind() === 'pglite') await migratePglite(db as unknown as PgliteDatabase, config);
  else await migratePg(db as unknown as NodePgDatabase, config);
}
