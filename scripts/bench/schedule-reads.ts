import { Client } from 'pg';
import { todayIn } from '@/lib/format';
import type { BenchApp } from './bench-app';
import { getJson } from './http-client';
import { machineLine, writeReportSection } from './report';
import { ms, timeRounds, type Timing } from './timing';

// The boards and the schedule as the desk reads them (issue 19): the hotel board of a shop with 200
// rooms, half of them with a pet in, and the calendar's week of a shop with 5,000 appointments, on
// PostgreSQL. The rooms, stays and appointments are added to the benchmark shop the first time.

/** ≤ 50 ms API median on PostgreSQL (issue 19) */
export const SCHEDULE_BUDGET_MS = 50;
export const ROOMS = 200;
export const APPOINTMENTS = 5_000;
const WEEKS = 10;
const ROUNDS = 300;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface ScheduleReads {
  rooms: number;
  inRooms: number;
  week: number;
  board: Timing;
  calendar: Timing;
}

/** 200 hotel rooms, a pet in every other one, and 5,000 appointments over ten weeks from this one, added once. */
async function topUp(databaseUrl: string, shopId: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from appointments where shop_id = $1', [shopId]);
    if (rows[0].n >= APPOINTMENTS) return;
    await db.query('begin');
    const staff = await db.query<{ id: string }>('select id from users where shop_id = $1 and is_active order by id limit 4', [shopId]);
    await db.query(
      `insert into pet_rooms (shop_id, name, type, size, daily_price, capacity)
       select $1, 'Phòng ' || lpad(n::text, 3, '0'), 1, (array['small','medium','large'])[1 + n % 3], 200000, 1 from generate_series(1, $2) n`,
      [shopId, ROOMS],
    );
    // a pet in every other room since yesterday: its activity in progress, its stay checked in
    await db.query(
      `with rooms as (select id, row_number() over (order by name) as n from pet_rooms where shop_id = $1 and type = 1),
            pets as (select id, customer_id, row_number() over (order by id) as n from pets where shop_id = $1 limit ${ROOMS / 2}),
            made as (
              insert into activities (shop_id, code, type, status, customer_id, pet_id, created_by, started_at)
              select $1, 'LT' || lpad((900000 + p.n)::text, 6, '0'), 4, 2, p.customer_id, p.id, $2, now() - interval '1 day'
              from pets p returning id, pet_id)
       insert into pet_stays (shop_id, activity_id, room_id, status, starts_at, ends_at, checked_in_at, room_since)
       select $1, m.id, r.id, 2, now() - interval '1 day', now() + interval '2 days', now() - interval '1 day', now() - interval '1 day'
       from made m join pets p on p.id = m.pet_id join rooms r on r.n = p.n * 2`,
      [shopId, staff.rows[0].id],
    );
    // 5,000 appointments over ten weeks, 08:00–19:30 on the shop's clock, one staff member each
    await db.query(
      `with pets as (select id, customer_id, row_number() over (order by id) as n, count(*) over () as total from pets where shop_id = $1)
       insert into appointments (shop_id, code, customer_id, pet_id, staff_id, starts_at, duration_minutes, status, created_by)
       select $1, 'LH' || lpad((900000 + g)::text, 6, '0'), p.customer_id, p.id, ($3::uuid[])[1 + g % array_length($3::uuid[], 1)],
         (date_trunc('week', now() at time zone '${TIME_ZONE}') + (g % ${WEEKS * 7}) * interval '1 day' + interval '8 hours' + ((g / ${WEEKS * 7}) % 46) * interval '15 minutes') at time zone '${TIME_ZONE}',
         30, 1 + g % 2, $2
       from generate_series(1, $4) g join pets p on p.n = 1 + g % p.total`,
      [shopId, staff.rows[0].id, staff.rows.map((s) => s.id), APPOINTMENTS],
    );
    await db.query('commit');
  } finally {
    await db.end();
  }
}

export async function benchScheduleReads(app: BenchApp): Promise<ScheduleReads> {
  await topUp(app.databaseUrl, app.shopId);
  const today = todayIn(TIME_ZONE);
  const monday = new Date(`${today}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const week = `/appointments/calendar?from=${monday.toISOString().slice(0, 10)}&to=${sunday.toISOString().slice(0, 10)}`;
  const get = <T>(path: string) => () => getJson<T>(`${app.url}/api/v1${path}`, app.headers);
  const rooms = await get<{ items: Array<{ stays: unknown[] }> }>('/pet-rooms?type=1')();
  const calendar = await get<{ items: unknown[] }>(week)();
  const timings = await timeRounds({ board: get('/pet-rooms?type=1'), calendar: get(week) }, { warmup: 20, runs: ROUNDS });
  return { rooms: rooms.items.length, inRooms: rooms.items.filter((r) => r.stays.length > 0).length, week: calendar.items.length, ...timings };
}

export function writeScheduleReport(result: ScheduleReads, customers: number): void {
  const ok = (t: Timing) => `≤ ${SCHEDULE_BUDGET_MS} ms ${t.median <= SCHEDULE_BUDGET_MS ? '✅' : '❌'}`;
  writeReportSection(
    'schedule-reads',
    `## Room board and appointment calendar (\`npm run bench -- schedule\`)

Machine: ${machineLine()}. PostgreSQL ${process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'on 127.0.0.1:5432'}; measured ${new Date().toISOString().slice(0, 10)}.

The ${customers.toLocaleString('en')}-customer benchmark database, whose benchmark shop is given ${ROOMS} hotel rooms with a pet checked in
to every other one (${result.rooms} rooms on the board, ${result.inRooms} with a pet) and ${APPOINTMENTS.toLocaleString('en')} appointments over ten weeks
(${result.week} in this week) by \`scripts/bench/schedule-reads.ts\`. One signed-in client over a kept-alive connection to the
production server; ${ROUNDS} timed rounds after a warm-up, each request once per round in turn.

| read | request | median | p95 | budget |
|---|---|---|---|---|
| the hotel board: every room with its pets, days and amount so far | \`GET /pet-rooms?type=1\` | ${ms(result.board.median)} | ${ms(result.board.p95)} | ${ok(result.board)} |
| the calendar's week | \`GET /appointments/calendar?from=…&to=…\` | ${ms(result.calendar.median)} | ${ms(result.calendar.p95)} | ${ok(result.calendar)} |
`,
  );
}
