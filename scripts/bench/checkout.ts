import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Page } from '@/lib/contracts/pagination';
import { HISTORY_INVOICES } from '@/server/seed/large/insert-invoice-history';
import type { BenchApp } from './bench-app';
import { getJson, postJson } from './http-client';
import { machineLine, writeReportSection } from './report';
import { ms, summarize, timeRuns, type Timing } from './timing';

// The counter under load of history (issue 18), on PostgreSQL: a retail checkout — the invoice, its
// payment and voucher, the goods out of stock — timed one after another in a shop of a million
// invoices, and the last 10 units of a product sold by 200 checkouts at once.

/** ≤ 20 ms median (issue 18) */
export const CHECKOUT_BUDGET_MS = 20;
const RUNS = 300;
const RUSH = 200;
const LAST_UNITS = 10;

export interface CheckoutBench {
  invoices: number;
  checkout: Timing;
  rush: { sold: number; refused: number; other: number; stockAfter: number; wall: number; each: Timing };
}

type Made = { id: string; code: string; unit: string };

/** A product of the shop's own with `units` in stock, brought in by a completed import. */
async function stockedProduct(app: BenchApp, name: string, units: number): Promise<Made> {
  const post = <T>(path: string, body: unknown) => postJson<T>(`${app.url}/api/v1${path}`, app.headers, body);
  const code = `BENCH-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const product = await post<Made>('/products', { code, name, group: 4, unit: 'gói', salePrice: 25_000, minimumStock: 0 });
  const supplier = await post<{ id: string }>('/suppliers', { name: `Nhà cung cấp ${code}`, alias: code, address: '1 Lê Lợi, Quận 1', phone: '0901234567' });
  const imported = await post('/product-imports', { supplierId: supplier.body.id, lines: [{ productId: product.body.id, unitName: 'gói', quantity: units, unitCost: 15_000 }], payNow: 0, complete: true });
  if (product.status !== 200 || imported.status !== 200) throw new Error(`could not stock ${name}: ${product.status} ${imported.status}`);
  return { ...product.body, unit: 'gói' };
}

const sale = (product: Made) => ({ lines: [{ productId: product.id, unitName: product.unit, quantity: 1 }], payments: [{ method: 'CASH', amount: 50_000 }], idempotencyKey: crypto.randomUUID() });

export async function benchCheckout(app: BenchApp): Promise<CheckoutBench> {
  const invoices = (await getJson<Page<unknown>>(`${app.url}/api/v1/invoices?page=1&limit=1`, app.headers)).total;
  if (invoices < HISTORY_INVOICES) throw new Error(`the shop holds ${invoices} invoices, not ${HISTORY_INVOICES}: reseed the benchmark database`);
  const goods = await stockedProduct(app, 'Pate đo tốc độ thanh toán', RUNS + 100);
  const checkout = await timeRuns(
    async () => {
      const res = await postJson<InvoiceDetail>(`${app.url}/api/v1/invoices`, app.headers, sale(goods));
      if (res.status !== 200) throw new Error(`POST /invoices: ${res.status} ${JSON.stringify(res.body)}`);
    },
    { warmup: 30, runs: RUNS },
  );

  const last = await stockedProduct(app, 'Pate những gói cuối cùng', LAST_UNITS);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: RUSH }, async () => {
      const at = performance.now();
      const res = await fetch(`${app.url}/api/v1/invoices`, { method: 'POST', headers: { ...app.headers, 'content-type': 'application/json' }, body: JSON.stringify(sale(last)) });
      await res.arrayBuffer();
      return { status: res.status, took: performance.now() - at };
    }),
  );
  const wall = performance.now() - started;
  const stock = await getJson<{ stockOnHand: number }>(`${app.url}/api/v1/products/${last.id}`, app.headers);
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  return {
    invoices,
    checkout,
    rush: { sold: count(200), refused: count(409), other: RUSH - count(200) - count(409), stockAfter: stock.stockOnHand, wall, each: summarize(answers.map((a) => a.took)) },
  };
}

export function writeCheckoutReport(result: CheckoutBench): void {
  const { rush } = result;
  const exact = rush.sold === LAST_UNITS && rush.refused === RUSH - LAST_UNITS && rush.stockAfter === 0;
  writeReportSection(
    'checkout',
    `## Retail checkout (\`npm run bench -- checkout\`)

Machine: ${machineLine()}. PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'on 127.0.0.1:5432'}; measured ${new Date().toISOString().slice(0, 10)}.

The benchmark shop holds ${result.invoices.toLocaleString('en')} invoices over two years, each paid with its voucher
(\`server/seed/large/insert-invoice-history.ts\`). A checkout is \`POST /invoices\`: one product, paid in cash
with change — priced with the shop's promotions, the goods locked, the HD number, the invoice and its
line, the stock ledger's row, the payment and its PT voucher, in one transaction. One client over a
kept-alive connection to the production server, ${result.checkout.runs} timed checkouts after a warm-up.

| what | median | p95 | budget |
|---|---|---|---|
| a retail checkout | ${ms(result.checkout.median)} | ${ms(result.checkout.p95)} | ≤ ${CHECKOUT_BUDGET_MS} ms ${result.checkout.median <= CHECKOUT_BUDGET_MS ? '✅' : '❌'} |
| each of ${RUSH} checkouts sent at once for the last ${LAST_UNITS} units | ${ms(rush.each.median)} | ${ms(rush.each.p95)} | — |

The ${RUSH} at once: ${rush.sold} sold, ${rush.refused} refused with 409 (out of stock), ${rush.other} other answers, stock
after ${rush.stockAfter} — ${exact ? 'exactly as the books require ✅' : 'not what the books require ❌'}; all ${RUSH} answered in ${ms(rush.wall)}.
`,
  );
}
