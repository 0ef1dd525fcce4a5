import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate';

export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** drizzle's created_at of the newest migration applied to a database, null before the first. */
export async function lastAppliedMigration(run: RunSql): Promise<number | null> {
  const [table] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [row] = await run('select max(created_at)::text as last from drizzle.__drizzle_migrations');
  return row?.last ? Number(row.last) : null;
}

/** The newest migration this copy of PawDesk carries: a backup past it was made by a newer version. */
export function newestKnownMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}
