import { parseArgs } from 'node:util';
import { BENCH_ACCOUNT } from '@/server/seed/large/bench-shop';
import { DEFAULT_HISTORY_INVOICES } from '@/server/seed/large/insert-invoice-history';
import { seedLarge } from '@/server/seed/large/seed-large';
import { closeDb, dbKind, getDb } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedIfEmpty } from '@/server/seed/seed-demo';

// `npm run db:seed:large [-- --customers N --products N --invoices N]`: a shop with a million customers,
// 200,000 products and two years of books (a little over a million invoices on PostgreSQL, a tenth of
// that on the embedded database) for benchmarks, beside the demo data. Runs on the embedded database
// or, with DATABASE_URL, on PostgreSQL (much faster for this size).
const { values } = parseArgs({ options: { customers: { type: 'string', default: '1000000' }, products: { type: 'string', default: '200000' }, invoices: { type: 'string' } } });
const target = { customers: Number(values.customers), products: Number(values.products), invoices: Number(values.invoices ?? DEFAULT_HISTORY_INVOICES[dbKind()]) };
if (Object.values(target).some((n) => !Number.isInteger(n) || n < 0)) {
  console.error('--customers, --products and --invoices take whole numbers, e.g. --customers 1000000 --products 200000 --invoices 1020000');
  process.exit(2);
}

const started = performance.now();
await runMigrations();
await seedIfEmpty(getDb());
console.log(
  `Filling the benchmark shop on ${dbKind()} with ${target.customers.toLocaleString('en')} customers, ${target.products.toLocaleString('en')} products and two years of ${target.invoices.toLocaleString('en')} invoices…`,
);
await seedLarge(getDb(), target);
console.log(`Done in ${Math.round((performance.now() - started) / 1000)} s. Sign in as ${BENCH_ACCOUNT.email} / ${BENCH_ACCOUNT.password}.`);
await closeDb();
