import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { OpsError } from '../ops-error';
import type { DumpInfo } from './dump-pglite';
import { findPgTool, serverMajor } from './find-pg-tool';
import { lastAppliedMigration } from './migration-state';

/** The PostgreSQL database of DATABASE_URL into `dest`, as pg_dump's custom format (-Fc): one consistent snapshot. */
export async function dumpPostgres(url: string, dest: string): Promise<DumpInfo> {
  const { major, version } = await serverMajor(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lastMigration = await lastAppliedMigration(async (text) => (await client.query(text)).rows).finally(() => client.end());
  const pgDump = findPgTool('pg_dump', major);
  const result = spawnSync(pgDump, ['--format=custom', '--file', dest, '--dbname', url], { encoding: 'utf8' });
  if (result.status !== 0) throw new OpsError(`pg_dump failed: ${(result.stderr || result.error?.message || '').trim()}`);
  return { source: 'pg_dump', database: { version: `PostgreSQL ${version}`, lastMigration } };
}
