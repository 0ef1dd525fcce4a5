import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { OpsError } from '../ops-error';
import { findPgTool, serverMajor } from '../backup/find-pg-tool';

/** The database's name, for messages (never the URL: it may carry a password). */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || '(default)';

/** Refuses a database that holds any table, sequence, view or schema of its own. */
export async function assertPostgresTargetEmpty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ relations: number; schemas: string[] }>(`
      select
        (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%') as relations,
        (select coalesce(array_agg(nspname::text), '{}') from pg_namespace
          where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname not like 'pg\\_%') as schemas`);
    const { relations, schemas } = rows[0];
    if (relations > 0 || schemas.length > 0) {
      throw new OpsError(
        `The database ${databaseName(url)} is not empty (${relations} tables, sequences or views${schemas.length ? `; schemas ${schemas.join(', ')}` : ''}): ` +
          'a backup restores only into an empty database. Create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a custom-format dump in one transaction: a failure leaves the database as empty as
 * it was. Owners and grants of the source are not carried over: the restoring user owns everything.
 */
export async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const { major } = await serverMajor(url);
  const pgRestore = findPgTool('pg_restore', major);
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--dbname', url, dumpFile];
  const result = spawnSync(pgRestore, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new OpsError(`pg_restore failed, nothing was restored: ${(result.stderr || result.error?.message || '').trim()}`);
  }
}
