import { Client } from 'pg';
import type { Page } from '@/lib/contracts/pagination';
import { CARD_MOVEMENTS } from '@/server/seed/large/insert-stock-history';
import type { BenchApp } from './bench-app';
import { getJson } from './http-client';
import { machineLine, writeReportSection } from './report';
import { ms, timeRounds, type Timing } from './timing';

// The stock ledger as people read it, on PostgreSQL with the benchmark shop's goods (200,000
// products with stock, one of them with 100,000 movements): the first page of that product's stock
// card, and the first page of the stock overview sorted by value, through the production server.

/** ≤ 50 ms API median on PostgreSQL (issue 16) */
export const STOCK_BUDGET_MS = 50;
const ROUNDS = 300;
// a word in many generated product names: the overview's search at its heaviest
const SEARCH = 'pate';

export interface StockReads {
  products: number;
  movements: number;
  card: Timing;
  cardThisMonth: Timing;
  overview: Timing;
  overviewSearch: Timing;
  /** how many products the searched overview finds */
  searchFound: number;
}

export async function benchStockReads(app: BenchApp): Promise<StockReads> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; products: number; movements: number }>(
    `select (select id from products where shop_id = $1 order by code limit 1) as id,
       (select count(*)::int from products where shop_id = $1 and stock_on_hand <> 0) as products,
       (select count(*)::int from stock_movements where product_id = (select id from products where shop_id = $1 order by code limit 1)) as movements`,
    [app.shopId],
  );
  await client.end();
  const [{ id, products, movements }] = rows;
  if (movements < CARD_MOVEMENTS) throw new Error(`the card product has ${movements} movements, not ${CARD_MOVEMENTS}: reseed the benchmark database`);
  const month = new Date().toISOString().slice(0, 8);
  const get = (path: string) => () => getJson<Page<unknown>>(`${app.url}/api/v1${path}`, app.headers);
  const timings = await timeRounds(
    {
      card: get(`/products/${id}/stock-card?page=1&limit=20`),
      cardThisMonth: get(`/products/${id}/stock-card?page=1&limit=20&from=${month}01`),
      overview: get('/stock?page=1&limit=20&sort=value:desc'),
      overviewSearch: get(`/stock?page=1&limit=20&sort=value:desc&search=${SEARCH}`),
    },
    { warmup: 20, runs: ROUNDS },
  );
  const searchFound = (await get(`/stock?page=1&limit=1&search=${SEARCH}`)()).total;
  return { products, movements, searchFound, ...timings };
}

export function writeStockReport(result: StockReads): void {
  const ok = (t: Timing) => `${t.median <= STOCK_BUDGET_MS ? '✅' : '❌'}`;
  const row = (what: string, request: string, t: Timing) => `| ${what} | \`${request}\` | ${ms(t.median)} | ${ms(t.p95)} | ≤ ${STOCK_BUDGET_MS} ms ${ok(t)} |`;
  writeReportSection(
    'stock-reads',
    `## Stock card and stock overview (\`npm run bench\`)

Machine: ${machineLine()}. PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'on 127.0.0.1:5432'}; measured ${new Date().toISOString().slice(0, 10)}.

The 1,000,000-customer benchmark database, whose benchmark shop holds ${result.products.toLocaleString('en')} products with stock, all of
it brought in through the stock ledger (\`server/seed/large/insert-stock-history.ts\`), and one product
(SP0000001) with ${result.movements.toLocaleString('en')} movements over a year. One signed-in client over a kept-alive connection
to the production server; ${ROUNDS} timed rounds after a warm-up, each request once per round in turn.

| read | request | median | p95 | budget |
|---|---|---|---|---|
${row('stock card, first page, all time', 'GET /products/{id}/stock-card?page=1&limit=20', result.card)}
${row('stock card, first page, this month', 'GET /products/{id}/stock-card?page=1&limit=20&from=…', result.cardThisMonth)}
${row('stock overview, first page by value', 'GET /stock?page=1&limit=20&sort=value:desc', result.overview)}
${row(`stock overview searched, by value (${result.searchFound.toLocaleString('en')} found)`, `GET /stock?…&search=${SEARCH}`, result.overviewSearch)}

Each answer carries its exact total; the card also its opening and closing balance and the period's
units in and out, the overview the value of all the stock it lists.

The budget of issue 16 is for the card and the overview's first page by value. A search that finds
${result.searchFound.toLocaleString('en')} of ${result.products.toLocaleString('en')} products is over it: the matches come from one range of the
\`search_terms\` index in a few milliseconds, but ordering them by value and summing the value of all
of them reads each one's row in \`products\` (one primary-key look-up per match), in the page's
statement and in the total's, which run side by side.
`,
  );
}
