import { Client } from 'pg';
import type { FinancialResponse, OverviewResponse } from '@/lib/contracts/reports';
import { todayIn } from '@/lib/format';
import { HISTORY_INVOICES } from '@/server/seed/large/insert-invoice-history';
import type { BenchApp } from './bench-app';
import { type BooksCheck, checkBooks } from './check-books';
import { getJson } from './http-client';
import { machineLine, writeReportSection } from './report';
import { ms, timeRounds, type Timing } from './timing';

// The reports as the owner reads them (issue "Reports"), on PostgreSQL with the benchmark shop's
// two years of books (npm run db:seed:large): the statistics overview of the last full month and of
// the last 365 days, and the financial report of the last full month, through the production server.
// The books are checked first: their invariants, and the report tables against the documents.

/** API medians on PostgreSQL (issue "Reports") */
export const REPORT_BUDGETS_MS = { overviewMonth: 300, overviewYear: 500, financialMonth: 300 } as const;
const ROUNDS = 100;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const REPORT_TABLES = ['report_sales', 'report_items', 'report_vat', 'report_payments', 'report_cash', 'report_debts', 'report_stock', 'report_activities'];
const DOCUMENT_TABLES = ['invoices', 'invoice_lines', 'invoice_payments', 'cash_vouchers', 'activities', 'stock_movements', 'product_imports'];

type Period = { from: string; to: string };

export interface ReportReads {
  sizes: Record<string, number>;
  voided: number;
  owing: number;
  books: BooksCheck;
  month: Period;
  year: Period;
  revenue: { month: number; year: number };
  /** the daily rows the heaviest statements sum (see the report's last paragraph) */
  rows: { debtsToMonthEnd: number; stockToMonthEnd: number; itemsOfYear: number; debtsOfTwoYears: number };
  overviewMonth: Timing;
  overviewYear: Timing;
  financialMonth: Timing;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The whole month before `today`'s, and the month after `first`'s (the first whole month of the history). */
function wholeMonth(day: string, offset: number): Period {
  const d = new Date(dayMs(day));
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
  const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset + 1, 0);
  return { from: iso(from), to: iso(to) };
}

/** What the shop holds, table by table, and its voided and owing invoices. */
async function sizesOf(databaseUrl: string, shopId: string) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // fresh statistics and visibility maps, as on a server whose autovacuum has caught up with the seed
    await db.query(`vacuum analyze ${[...REPORT_TABLES, ...DOCUMENT_TABLES].join(', ')}`);
    const sizes: Record<string, number> = {};
    for (const table of [...DOCUMENT_TABLES, ...REPORT_TABLES]) {
      sizes[table] = (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where shop_id = $1`, [shopId])).rows[0].n;
    }
    const { rows } = await db.query<{ voided: number; owing: number; first: string }>(
      `select count(*) filter (where status = 4)::int as voided, count(*) filter (where debt > 0)::int as owing,
         to_char(min(created_at) at time zone $2, 'YYYY-MM-DD') as first from invoices where shop_id = $1`,
      [shopId, TIME_ZONE],
    );
    return { sizes, ...rows[0] };
  } finally {
    await db.end();
  }
}

/** How many daily rows the reports' heaviest statements read for these periods. */
async function rowsRead(databaseUrl: string, shopId: string, month: Period, year: Period): Promise<ReportReads['rows']> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const n = async (text: string, params: unknown[]) => (await db.query<{ n: number }>(`select count(*)::int as n ${text}`, [shopId, ...params])).rows[0].n;
    const before = iso(dayMs(year.from) - 365 * 86_400_000);
    return {
      debtsToMonthEnd: await n(`from report_debts where shop_id = $1 and party = 'customer' and day <= $2`, [month.to]),
      stockToMonthEnd: await n(`from report_stock where shop_id = $1 and day <= $2`, [month.to]),
      itemsOfYear: await n(`from report_items where shop_id = $1 and day between $2 and $3`, [year.from, year.to]),
      debtsOfTwoYears: await n(`from report_debts where shop_id = $1 and party = 'customer' and day between $2 and $3`, [before, year.to]),
    };
  } finally {
    await db.end();
  }
}

export async function benchReportReads(app: BenchApp): Promise<ReportReads> {
  const { sizes, voided, owing, first } = await sizesOf(app.databaseUrl, app.shopId);
  if (sizes.invoices < HISTORY_INVOICES) throw new Error(`the shop holds ${sizes.invoices} invoices, not ${HISTORY_INVOICES}: reseed the benchmark database (npm run db:seed:large)`);
  const today = todayIn(TIME_ZONE);
  const month = wholeMonth(today, -1);
  const year = { from: iso(dayMs(today) - 364 * 86_400_000), to: today };
  console.log('  checking the books…');
  const books = await checkBooks(app.databaseUrl, app.shopId, [wholeMonth(first, 1), month]);

  const get = <T>(path: string, period: Period) => () => getJson<T>(`${app.url}/api/v1/reports/${path}?from=${period.from}&to=${period.to}`, app.headers);
  const overviewMonth = get<OverviewResponse>('overview', month);
  const overviewYear = get<OverviewResponse>('overview', year);
  const revenue = { month: (await overviewMonth()).total.tiles.revenue, year: (await overviewYear()).total.tiles.revenue };
  const timings = await timeRounds({ overviewMonth, overviewYear, financialMonth: get<FinancialResponse>('financial', month) }, { warmup: 5, runs: ROUNDS });
  const rows = await rowsRead(app.databaseUrl, app.shopId, month, year);
  return { sizes, voided, owing, books, month, year, revenue, rows, ...timings };
}

const count = (n: number) => n.toLocaleString('en');
const vnd = (n: number) => `${(n / 1e9).toFixed(1)} billion ₫`;

export function writeReportReadsReport(result: ReportReads, customers: number): void {
  const ok = (t: Timing, budget: number) => `≤ ${budget} ms ${t.median <= budget ? '✅' : '❌'}`;
  const s = result.sizes;
  const reportRows = REPORT_TABLES.reduce((sum, t) => sum + s[t], 0);
  const { books } = result;
  const held = books.violations.length === 0 ? `all ${books.invariants} invariants of DESIGN §6 hold ✅` : `${books.violations.length} of ${books.invariants} invariants broken ❌: ${books.violations.join('; ')}`;
  const agree = books.periods
    .map((p) => `${p.from} – ${p.to}: ${p.mismatches.length === 0 ? `all ${p.figures} figures agree ✅` : `${p.mismatches.length} of ${p.figures} figures disagree ❌ (${p.mismatches.slice(0, 3).join('; ')})`}`)
    .join('; ');
  writeReportSection(
    'report-reads',
    `## Reports over two years of books (\`npm run bench -- reports\`)

Machine: ${machineLine()}. PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'on 127.0.0.1:5432'}; measured ${new Date().toISOString().slice(0, 10)}.

The ${count(customers)}-customer benchmark database, whose benchmark shop holds two years of books written by
\`npm run db:seed:large\` (\`server/seed/large/history\`, one month per transaction): ${count(s.invoices)} invoices with
${count(s.invoice_lines)} lines (${count(result.voided)} voided, ${count(result.owing)} still owing), ${count(s.invoice_payments)} payments, ${count(s.cash_vouchers)} cash vouchers,
${count(s.activities)} activities, ${count(s.stock_movements)} stock movements and ${count(s.product_imports)} imports; the report tables hold
${count(reportRows)} daily rows (${REPORT_TABLES.map((t) => `${t.replace('report_', '')} ${count(s[t])}`).join(', ')}).
Before timing, the books were checked (${(books.took / 1000).toFixed(0)} s): ${held}; the report tables against the documents
and ledgers worked out again — ${agree}.

One signed-in client (the shop's owner) over a kept-alive connection to the production server; ${result.overviewMonth.runs} timed rounds
after a warm-up, each request once per round in turn.

| report | request | revenue | median | p95 | budget |
|---|---|---|---|---|---|
| overview, last whole month | \`GET /reports/overview?from=${result.month.from}&to=${result.month.to}\` | ${vnd(result.revenue.month)} | ${ms(result.overviewMonth.median)} | ${ms(result.overviewMonth.p95)} | ${ok(result.overviewMonth, REPORT_BUDGETS_MS.overviewMonth)} |
| overview, last 365 days | \`GET /reports/overview?from=${result.year.from}&to=${result.year.to}\` | ${vnd(result.revenue.year)} | ${ms(result.overviewYear.median)} | ${ms(result.overviewYear.p95)} | ${ok(result.overviewYear, REPORT_BUDGETS_MS.overviewYear)} |
| financial report, last whole month | \`GET /reports/financial?from=${result.month.from}&to=${result.month.to}\` | | ${ms(result.financialMonth.median)} | ${ms(result.financialMonth.p95)} | ${ok(result.financialMonth, REPORT_BUDGETS_MS.financialMonth)} |

Where the time goes: the month's overview reads a month of daily rows and stays small. The financial
report's balances (\`balance\` in \`server/modules/reports/read-financial.ts\`) sum every daily row up to the
period's last day in one pass (the opening balance as a filtered sum of the same rows): up to ${count(result.rows.debtsToMonthEnd)} rows of \`report_debts\` (one per customer
and day with a sale or a payment) and up to ${count(result.rows.stockToMonthEnd)} of \`report_stock\` (one per product and day moved), so
its time grows with the shop's whole history, not with the period (a table of daily totals per
shop would make it flat). The year's overview reads its
${count(result.rows.itemsOfYear)} rows of \`report_items\` four times (\`topItems\`: one statement per top-ten list, each scanning
the rows of both kinds) and the customers' rows of \`report_debts\` of the year and of the year before
(${count(result.rows.debtsOfTwoYears)}, \`readTiles\` for the debt tiles and their comparison).
`,
  );
}
