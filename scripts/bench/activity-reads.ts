import { Client } from 'pg';
import { SocketEvent, shopRoom } from '@/lib/realtime/events';
import type { Activity } from '@/lib/contracts/activities';
import type { Page } from '@/lib/contracts/pagination';
import { todayIn } from '@/lib/format';
import { HISTORY_ACTIVITIES, TODAY_ACTIVITIES } from '@/server/seed/large/insert-activity-history';
import { connected, join, socketClients } from '@/tests/support/socket-clients';
import type { BenchApp } from './bench-app';
import { getJson } from './http-client';
import { machineLine, writeReportSection } from './report';
import { ms, summarize, timeRounds, type Timing } from './timing';

// The day's work as staff read it, on PostgreSQL with the benchmark shop's visits: the dashboard of
// today (500 visits, the board's request), the first page of a month's healthcare history (50,000
// visits in the month), and how long a change made through the API takes to reach another screen.

/** ≤ 50 ms API median on PostgreSQL; realtime ≤ 100 ms median (issue 17) */
export const ACTIVITY_BUDGET_MS = 50;
export const REALTIME_BUDGET_MS = 100;
const ROUNDS = 300;
const DELIVERIES = 200;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface ActivityReads {
  today: number;
  month: number;
  historyFound: number;
  board: Timing;
  history: Timing;
  historySearch: Timing;
  delivery: Timing;
}

export async function benchActivityReads(app: BenchApp): Promise<ActivityReads> {
  const today = todayIn(TIME_ZONE);
  const monthStart = `${today.slice(0, 8)}01`;
  const get = (path: string) => () => getJson<Page<unknown>>(`${app.url}/api/v1${path}`, app.headers);
  const board = `/activities?page=1&limit=100&sort=createdAt:asc&from=${today}&to=${today}`;
  const history = `/activities?page=1&limit=20&type=2&status=3,4&from=${monthStart}`;
  const counts = {
    today: (await get(`/activities?page=1&limit=1&from=${today}&to=${today}`)()).total,
    month: (await get(`/activities?page=1&limit=1&from=${monthStart}`)()).total,
    historyFound: (await get(history)()).total,
  };
  if (counts.today < TODAY_ACTIVITIES) throw new Error(`today's board holds ${counts.today} visits, not ${TODAY_ACTIVITIES}: reseed the benchmark database`);
  const timings = await timeRounds(
    { board: get(board), history: get(history), historySearch: get(`${history}&search=mướp`) },
    { warmup: 20, runs: ROUNDS },
  );
  const delivery = await benchDelivery(app);
  return { ...counts, ...timings, delivery };
}

/**
 * From sending `POST /activities` (a draft for a pet of the shop) to another signed-in screen of the
 * shop receiving its ACTIVE_TODAY_NEW, over socket.io as the console listens; each draft is deleted
 * again, untimed, so the board stays as seeded.
 */
async function benchDelivery(app: BenchApp): Promise<Timing> {
  const db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ pet_id: string; customer_id: string; service_id: string }>(
    `select p.id as pet_id, p.customer_id, (select id from services where shop_id = $1 and service_group = 2 limit 1) as service_id
     from pets p where p.shop_id = $1 order by p.id limit 1`,
    [app.shopId],
  );
  await db.end();
  const [{ pet_id: petId, customer_id: customerId, service_id: serviceId }] = rows;
  const { client, closeAll } = socketClients();
  const screen = client(app.url, { token: app.headers.authorization.replace('Bearer ', '') });
  await connected(screen);
  await join(screen, shopRoom(app.shopId));
  const body = JSON.stringify({ type: 2, customerId, petId, services: [{ serviceId }] });
  const headers = { ...app.headers, 'content-type': 'application/json' };
  const durations: number[] = [];
  try {
    for (let run = 0; run < DELIVERIES + 10; run++) {
      const started = performance.now();
      const arrived = new Promise<string>((resolve) => {
        const listener = (message: { type: string; data: { id: string } }) => {
          if (message.type !== 'ACTIVE_TODAY_NEW') return;
          screen.off(SocketEvent.TO_CLIENT, listener);
          resolve(message.data.id);
        };
        screen.on(SocketEvent.TO_CLIENT, listener);
      });
      const response = await fetch(`${app.url}/api/v1/activities`, { method: 'POST', headers, body });
      if (response.status !== 200) throw new Error(`POST /activities: ${response.status} ${await response.text()}`);
      const made = (await response.json()) as Activity;
      if ((await arrived) !== made.id) throw new Error('another activity arrived first');
      if (run >= 10) durations.push(performance.now() - started);
      const removed = await fetch(`${app.url}/api/v1/activities/${made.id}`, { method: 'DELETE', headers: app.headers });
      if (removed.status !== 204 && removed.status !== 200) throw new Error(`DELETE /activities/${made.id}: ${removed.status}`);
    }
  } finally {
    closeAll();
  }
  return summarize(durations);
}

export function writeActivityReport(result: ActivityReads): void {
  const ok = (t: Timing, budget: number) => `≤ ${budget} ms ${t.median <= budget ? '✅' : '❌'}`;
  const row = (what: string, request: string, t: Timing, budget: string) => `| ${what} | \`${request}\` | ${ms(t.median)} | ${ms(t.p95)} | ${budget} |`;
  writeReportSection(
    'activity-reads',
    `## Dashboard, activity history and realtime delivery (\`npm run bench\`)

Machine: ${machineLine()}. PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'on 127.0.0.1:5432'}; measured ${new Date().toISOString().slice(0, 10)}.

The 1,000,000-customer benchmark database, whose benchmark shop holds ${HISTORY_ACTIVITIES.toLocaleString('en')} visits over the past month and
${TODAY_ACTIVITIES} today (\`server/seed/large/insert-activity-history.ts\`): ${result.today.toLocaleString('en')} on today's board, ${result.month.toLocaleString('en')} since the
month began, ${result.historyFound.toLocaleString('en')} of them completed or canceled examinations. One signed-in client over a kept-alive
connection to the production server; ${ROUNDS} timed rounds after a warm-up, each request once per round in turn.

| read | request | median | p95 | budget |
|---|---|---|---|---|
${row(`dashboard of today (${TODAY_ACTIVITIES} visits), the board's first 100`, 'GET /activities?page=1&limit=100&sort=createdAt:asc&from=…&to=…', result.board, ok(result.board, ACTIVITY_BUDGET_MS))}
${row('healthcare history of the month, first page', 'GET /activities?page=1&limit=20&type=2&status=3,4&from=…', result.history, ok(result.history, ACTIVITY_BUDGET_MS))}
${row('the same history searched by a pet name', 'GET /activities?…&search=mướp', result.historySearch, '—')}
${row(`realtime: the API call to another screen's ACTIVE_TODAY_NEW (${result.delivery.runs} runs)`, 'POST /activities → socket.io', result.delivery, ok(result.delivery, REALTIME_BUDGET_MS))}

Each list answer carries its exact total and every card's services and total. The delivery is timed
from sending the request to the other screen's event, so it holds the whole write (the code, the
day's ticket, the lines, the commit) and the broadcast after it; each draft is deleted afterwards,
untimed.
`,
  );
}
