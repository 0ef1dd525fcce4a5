import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { OpsError } from '../ops-error';

type PgTool = 'pg_dump' | 'pg_restore';

/** The server's major version (15 for 15.20), which decides the pg_dump / pg_restore to use. */
export async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(`select current_setting('server_version_num') as num, current_setting('server_version') as version`);
    return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version };
  } finally {
    await client.end();
  }
}

function majorOf(binary: string): number | null {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout ?? '');
  return result.status === 0 && match ? Number(match[1]) : null;
}

function candidates(tool: PgTool): string[] {
  const dirs = [process.env.PG_BIN].filter((d): d is string => !!d);
  const versioned = '/usr/lib/postgresql';
  if (fs.existsSync(versioned)) dirs.push(...fs.readdirSync(versioned).map((v) => path.join(versioned, v, 'bin')));
  const found = dirs.map((d) => path.join(d, tool)).filter((f) => fs.existsSync(f));
  return [...found, tool]; // the one on PATH last
}

/**
 * pg_dump refuses a server newer than itself, and pg_restore writes SQL for its own version:
 * the tool of the server's major version is used, else the nearest newer one (PG_BIN first,
 * then /usr/lib/postgresql/<major>/bin, then PATH).
 */
export function findPgTool(tool: PgTool, major: number): string {
  const found = candidates(tool)
    .map((binary) => ({ binary, major: majorOf(binary) }))
    .filter((c): c is { binary: string; major: number } => c.major !== null && c.major >= major)
    .sort((a, b) => a.major - b.major);
  if (!found.length) {
    throw new OpsError(`${tool} ${major} or newer is needed for this PostgreSQL ${major} server and was not found (install postgresql-client-${major}, or set PG_BIN to its bin folder).`);
  }
  return found[0].binary;
}
