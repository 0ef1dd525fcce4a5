import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function. */
export async function createFreshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pawdesk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
