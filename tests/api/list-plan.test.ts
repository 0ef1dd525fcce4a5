import { asc, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { listPlan, readPage } from '@/server/db/sql/list-plan';
import { openTestDatabase } from '../support/test-database';

// The list plan (server/db/sql/list-plan.ts) serves document lists as well as catalogues: sorted by
// date, code or status, filtered, limited to days of the shop's clock, with exact totals, and never
// a row of another shop. A table shaped like the coming documents (an invoice's code, status, date
// and total) stands in for them here.

const documents = pgTable('plan_documents', {
  id: uuid('id').primaryKey(),
  shopId: uuid('shop_id').notNull(),
  code: text('code').notNull(),
  status: smallint('status').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

const SHOP = '11111111-1111-4111-8111-111111111111';
const OTHER_SHOP = '22222222-2222-4222-8222-222222222222';
const HCM = 'Asia/Ho_Chi_Minh';
const SORT_COLUMNS = { issuedAt: documents.issuedAt, code: documents.code, status: documents.status, total: documents.total };
type Sort = keyof typeof SORT_COLUMNS;

// Each day 24–26 November 2026 in Hồ Chí Minh City (UTC+7) holds documents early and late in the day:
// 00:30 local is still the day before in UTC, 23:30 local is already the next day's 16:30 UTC.
const ROWS = [
  { code: 'HD000001', status: 1, issuedAt: '2026-11-23T17:30:00Z', total: 100_000 }, // 24/11 00:30
  { code: 'HD000002', status: 2, issuedAt: '2026-11-24T16:30:00Z', total: 250_000 }, // 24/11 23:30
  { code: 'HD000003', status: 1, issuedAt: '2026-11-24T17:00:00Z', total: 80_000 }, // 25/11 00:00
  { code: 'HD000004', status: 3, issuedAt: '2026-11-25T09:00:00Z', total: 1_200_000 }, // 25/11 16:00
  { code: 'HD000005', status: 2, issuedAt: '2026-11-25T16:59:59Z', total: 40_000 }, // 25/11 23:59:59
  { code: 'HD000006', status: 1, issuedAt: '2026-11-25T17:00:00Z', total: 500_000 }, // 26/11 00:00
];

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.execute(sql`create table plan_documents (id uuid primary key, shop_id uuid not null, code text not null, status smallint not null, issued_at timestamptz not null, total bigint not null)`);
  const rows = (shopId: string) => ROWS.map((r) => ({ ...r, id: crypto.randomUUID(), shopId, issuedAt: new Date(r.issuedAt) }));
  await db.insert(documents).values([...rows(SHOP), ...rows(OTHER_SHOP)]);
});
afterAll(() => close?.());

async function list(query: { page?: number; limit?: number; search?: string; sort?: { field: Sort; dir: 'asc' | 'desc' } }, extra: { status?: number; from?: string; to?: string } = {}) {
  const q = { page: query.page ?? 1, limit: query.limit ?? 20, search: query.search, sort: query.sort };
  const plan = listPlan({
    table: documents,
    shopId: SHOP,
    query: q,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'issuedAt', dir: 'desc' },
    filters: [extra.status ? eq(documents.status, extra.status) : undefined],
    search: { where: (text) => sql`${documents.code} like ${`${text.toUpperCase()}%`}` },
    days: { column: documents.issuedAt, from: extra.from, to: extra.to, timeZone: HCM },
  });
  const page = await readPage(db, plan, q, db.select().from(documents).$dynamic(), (r) => r);
  for (const row of page.items) expect(row.shopId).toBe(SHOP);
  return { codes: page.items.map((r) => r.code), total: page.total };
}

describe('a document list', () => {
  it('lists the newest first by default, with the total of its own shop only', async () => {
    expect(await list({})).toEqual({ codes: ['HD000006', 'HD000005', 'HD000004', 'HD000003', 'HD000002', 'HD000001'], total: 6 });
  });

  it('sorts by code, status or amount either way, ties broken the same on every page', async () => {
    expect((await list({ sort: { field: 'code', dir: 'asc' } })).codes).toEqual(['HD000001', 'HD000002', 'HD000003', 'HD000004', 'HD000005', 'HD000006']);
    expect((await list({ sort: { field: 'total', dir: 'desc' } })).codes[0]).toBe('HD000004');
    const byStatus = [...(await list({ sort: { field: 'status', dir: 'asc' }, limit: 2 })).codes, ...(await list({ sort: { field: 'status', dir: 'asc' }, limit: 2, page: 2 })).codes, ...(await list({ sort: { field: 'status', dir: 'asc' }, limit: 2, page: 3 })).codes];
    const expected = await db.select({ code: documents.code }).from(documents).where(eq(documents.shopId, SHOP)).orderBy(asc(documents.status), asc(documents.id));
    expect(byStatus).toEqual(expected.map((r) => r.code));
  });

  it('takes the days of the shop’s clock, both ends included', async () => {
    expect(await list({ sort: { field: 'code', dir: 'asc' } }, { from: '2026-11-25', to: '2026-11-25' })).toEqual({ codes: ['HD000003', 'HD000004', 'HD000005'], total: 3 });
    expect((await list({ sort: { field: 'code', dir: 'asc' } }, { to: '2026-11-24' })).codes).toEqual(['HD000001', 'HD000002']);
    expect((await list({ sort: { field: 'code', dir: 'asc' } }, { from: '2026-11-26' })).codes).toEqual(['HD000006']);
  });

  it('combines filters, days, a search and pages, counting exactly what matches', async () => {
    expect(await list({ sort: { field: 'code', dir: 'asc' } }, { status: 1, from: '2026-11-24', to: '2026-11-25' })).toEqual({ codes: ['HD000001', 'HD000003'], total: 2 });
    expect(await list({ search: 'hd00000', limit: 4, page: 2, sort: { field: 'code', dir: 'asc' } })).toEqual({ codes: ['HD000005', 'HD000006'], total: 6 });
    expect(await list({ search: 'HD000004' })).toEqual({ codes: ['HD000004'], total: 1 });
    expect(await list({ search: 'PN' })).toEqual({ codes: [], total: 0 });
  });
});
