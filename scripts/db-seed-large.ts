import { parseArgs } from 'node:util';
import { BENCH_ACCOUNT } from '@/server/seed/large/bench-shop';
import { seedLarge } from '@/server/seed/large/seed-large';
import { closeDb, dbKind, getDb } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedIfEmpty } from '@/server/seed/seed-demo';

// `npm run db:seed:large [-- --customers N --products N]`: a shop with a million customers and
// 200,000 products (by default) for benchmarks, beside the demo data. Runs on the embedded database
// or, with DATABASE_URL, on PostgreSQL (much faster for this size).
const { values } = parseArgs({ options: { customers: { type: 'string', default: '1000000' }, products: { type: 'string', default: '200000' } } });
const target = { customers: Number(values.customers), products: Number(values.products) };
if (!Number.isInteger(target.customers) || !Number.isInteger(target.products) || target.customers < 0 || target.products < 0) {
  console.error('--customers and --products take whole numbers, e.g. --customers 1000000 --products 200000');
  process.exit(2);
}

const started = performance.now();
await runMigrations();
await seedIfEmpty(getDb());
console.log(`Filling the benchmark shop on ${dbKind()} with ${target.customers.toLocaleString('en')} customers and ${target.products.toLocaleString('en')} products…`);
await seedLarge(getDb(), target);
console.log(`Done in ${Math.round((performance.now() - started) / 1000)} s. Sign in as ${BENCH_ACCOUNT.email} / ${BENCH_ACCOUNT.password}.`);
await closeDb();
