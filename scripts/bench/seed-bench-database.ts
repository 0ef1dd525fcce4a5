import { spawnSync } from 'node:child_process';
import { Client } from 'pg';

/**
 * Brings a benchmark database to `customers` customers in the benchmark shop (npm run
 * db:seed:large, which also migrates and seeds the demo data), then vacuums: the search indexes
 * then hold no pending entries, and index-only scans need not visit the table, as on a server whose
 * autovacuum has caught up. A database already that size is only vacuumed.
 */
export async function seedBenchDatabase(url: string, customers: number): Promise<{ shopId: string }> {
  const products = Math.min(200_000, Math.max(2_000, customers / 5));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed-large.ts', '--customers', String(customers), '--products', String(products)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`seeding ${url} failed`);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze customers, products, search_terms, stock_movements, pets, activities, activity_services');
    const { rows } = await client.query<{ id: string }>("select id from shops where alias = 'Benchmark'");
    return { shopId: rows[0].id };
  } finally {
    await client.end();
  }
}
