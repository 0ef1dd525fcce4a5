import { execFile } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as an operator runs them, with the settings given (blank counts as unset). */
export function runOpsScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: '', PGLITE_SNAPSHOT: '', AUTH_SECRET: '', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Tables whose rows a backup must carry: the demo's shops, people, documents, ledgers, files, and the migrations applied. */
export const COUNTED_TABLES = ['shops', 'users', 'customers', 'pets', 'products', 'product_imports', 'stock_movements', 'invoices', 'cash_vouchers', 'files', 'activities', 'drizzle.__drizzle_migrations'] as const;

type Counts = Record<string, number>;

async function countWith(query: (text: string) => Promise<{ n: number }[]>): Promise<Counts> {
  const counts: Counts = {};
  for (const table of COUNTED_TABLES) counts[table] = (await query(`select count(*)::int as n from ${table}`))[0].n;
  return counts;
}

/** Row counts read straight from a PGlite data directory (no server may hold it). */
export async function pgliteCounts(dir: string): Promise<Counts> {
  const db = new PGlite(dir, { extensions: { pg_trgm, btree_gin } });
  try {
    return await countWith(async (text) => (await db.query<{ n: number }>(text)).rows);
  } finally {
    await db.close();
  }
}

export async function postgresCounts(url: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countWith(async (text) => (await client.query<{ n: number }>(text)).rows);
  } finally {
    await client.end();
  }
}
