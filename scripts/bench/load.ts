import fs from 'node:fs';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { BENCH_ACCOUNT } from '@/server/seed/large/bench-shop';
import { signInThroughNextAuth } from '@/tests/support/api-client';
import { ensureBuild } from '../ensure-build';
import { withBenchApp } from './bench-app';
import { machineLine, writeReportSection } from './report';
import { summarize } from './timing';

// `npm run bench:load`: 200 signed-in clients against the production server on PostgreSQL with the
// large seed (a million customers), for a bounded time, mixing the front desk's reads with customer
// writes; then the figures in docs/benchmarks.md. Only ever aims at 127.0.0.1.

const CLIENTS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const CUSTOMERS = 1_000_000;
// the phones of the customers the run adds, removed again afterwards
const PHONE_PREFIX = '0899';
const NAMES = ['nguyen van', 'tran thi', 'le hoang', 'pham minh', 'hoang anh', 'vu thu', 'dang quoc', 'bui ngoc', 'do thanh', 'ngo bao'];

// what a client remembers between adding a customer and editing it
type Created = { created?: { id: string; name: string; phone: string } };

const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)];

/** Records of the benchmark shop to ask for: customer ids, product ids and barcodes (a scan). */
async function sample(databaseUrl: string, shopId: string): Promise<{ customers: string[]; products: string[]; barcodes: string[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async (column: string, table: string) =>
      (await client.query<{ v: string }>(`select ${column} as v from ${table} where shop_id = $1 order by random() limit 2000`, [shopId])).rows.map((r) => r.v);
    return { customers: await rows('id', 'customers'), products: await rows('id', 'products'), barcodes: await rows('barcode', 'products') };
  } finally {
    await client.end();
  }
}

async function removeAdded(databaseUrl: string, shopId: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('delete from customers where shop_id = $1 and phone like $2', [shopId, `${PHONE_PREFIX}%`])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Peak and last resident memory of a process, sampled every half second. */
function watchMemory(pid: number) {
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const samples = [rssMb()];
  const timer = setInterval(() => samples.push(rssMb()), 500);
  return { stop: () => (clearInterval(timer), { start: samples[0], peak: Math.max(...samples), end: rssMb() }) };
}

ensureBuild();
const result = await withBenchApp(CUSTOMERS, async (app) => {
  if (new URL(app.url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${app.url}: only 127.0.0.1`);
  console.log(`Signing in ${CLIENTS} sessions…`);
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => signInThroughNextAuth(app.url, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password)));
    tokens.push(...batch.map(({ session }) => session!.backendTokens.accessToken));
  }
  // an interrupted earlier run leaves its customers behind, and their phones would answer 409
  await removeAdded(app.databaseUrl, app.shopId);
  const { customers, products, barcodes } = await sample(app.databaseUrl, app.shopId);
  let sent = 0;
  let phone = 0;
  const headers = () => ({ ...app.headers, authorization: `Bearer ${tokens[sent++ % tokens.length]}`, 'content-type': 'application/json' });
  const get = (path: () => string): autocannon.Request => ({ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1${path()}`, headers: headers() }) });

  const memory = watchMemory(app.pid);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  console.log(`Loading ${app.url} with ${CLIENTS} clients for ${SECONDS} s…`);
  const options: autocannon.Options = {
    url: app.url,
    connections: CLIENTS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      get(() => `/customers?search=${encodeURIComponent(pick(NAMES))}`),
      get(() => `/customers/${pick(customers)}`),
      get(() => `/products?search=${encodeURIComponent(pick(['pate', 'hat cho', 'sua tam', pick(barcodes)]))}`),
      get(() => `/products/${pick(products)}`),
      get(() => '/invoice-services/statics'),
      get(() => `/customers?page=${1 + Math.floor(Math.random() * 50)}`),
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = String(++phone).padStart(6, '0');
          return { ...req, path: '/api/v1/customers', headers: headers(), body: JSON.stringify({ name: `Khách tải thử ${n}`, phone: `${PHONE_PREFIX}${n}`, address: '1 Lê Lợi, Quận 1' }) };
        },
        onResponse: (status, body, context) => {
          if (status === 200) (context as Created).created = JSON.parse(body) as Created['created'];
        },
      },
      {
        method: 'PUT',
        setupRequest: (req, context) => {
          const { created } = context as Created;
          // the add failed: read the statics instead, so every round stays a request
          if (!created) return { ...req, method: 'GET', path: '/api/v1/invoice-services/statics', headers: headers() };
          const body = { name: created.name, phone: created.phone, address: `${1 + Math.floor(Math.random() * 300)} Nguyễn Huệ, Quận 1` };
          return { ...req, path: `/api/v1/customers/${created.id}`, headers: headers(), body: JSON.stringify(body) };
        },
      },
    ],
  };
  const summary = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const rss = memory.stop();
  const removed = await removeAdded(app.databaseUrl, app.shopId);
  return { summary, latencies, statuses, rss, removed };
});

const { summary, latencies, statuses, rss, removed } = result;
const timing = summarize(latencies);
const p = (q: number) => [...latencies].sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
const failed = [...statuses].filter(([status]) => status < 200 || status >= 300).reduce((sum, [, n]) => sum + n, 0) + summary.errors; // autocannon's errors include its timeouts
const statusLine = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n.toLocaleString('en')}`).join(', ');
console.log(summary.requests.average, 'req/s;', statusLine, '; errors', summary.errors, 'timeouts', summary.timeouts);

writeReportSection(
  'load',
  `## Load: ${CLIENTS} signed-in clients for ${SECONDS} s (\`npm run bench:load\`)

Machine: ${machineLine()}. PostgreSQL on 127.0.0.1:5432; measured ${new Date().toISOString().slice(0, 10)}.

The production server (one Node process, default pool of 10 connections) over the 1,000,000-customer
benchmark database; autocannon keeps ${CLIENTS} connections busy, each with its own signed-in session's token,
each going round: search customers by a common name, a customer's detail, search products by name or a
scanned barcode, a product's
detail, the sidebar statics, a page of the customer list, add a customer, edit that customer (6 reads,
2 writes). The ${removed.toLocaleString('en')} customers added are deleted afterwards.

| figure | value | budget |
|---|---|---|
| requests | ${summary.requests.total.toLocaleString('en')} (${statusLine}) | |
| throughput | ${summary.requests.average.toFixed(0)} req/s | |
| latency p50 / p95 / p99 | ${p(0.5).toFixed(0)} / ${p(0.95).toFixed(0)} / ${p(0.99).toFixed(0)} ms (mean ${timing.mean.toFixed(0)} ms) | |
| errors (non-2xx, socket errors, timeouts) | ${failed} | 0 ${failed === 0 ? '✅' : '❌'} |
| server RSS: start / peak / end | ${rss.start.toFixed(0)} / ${rss.peak.toFixed(0)} / ${rss.end.toFixed(0)} MB | |
`,
);
console.log('Written to docs/benchmarks.md.');
process.exit(failed === 0 ? 0 : 1);
