import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server (empty, or a copy of `template`),
 * dropped by the returned function.
 */
export async function createFreshPostgres(baseUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pawdesk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A database of its own for a suite that needs SQL but not the app: PostgreSQL when the suite runs
 * with PAWDESK_TEST_DB=postgres (a fresh database on TEST_DATABASE_URL), else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<{ db: import('@/server/db/client').Db; close: () => Promise<void> }> {
  if (process.env.PAWDESK_TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('PAWDESK_TEST_DB=postgres needs TEST_DATABASE_URL');
    const fresh = await createFreshPostgres(base);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    // dropping the database at the end terminates what the pool is still closing (57P01): expected then;
    // anything else an idle connection meets is still told
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error('[test-database] idle connection:', err);
    });
    return { db: drizzle({ client: pool }) as never, close: async () => (await pool.end(), await fresh.drop()) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite();
  return { db: drizzle({ client }) as never, close: () => client.close() };
}
