import { type SQL, sql } from 'drizzle-orm';
import { DocumentKind } from '@/lib/enums/documents';
import type { Tx } from '../../../db/client';
import { executeRows } from '../../../db/sql/execute-rows';
import type { HistoryCast } from './ensure-history-cast';
import type { HistoryMonth } from './history-days';

/** One month of the history as one transaction writes it. */
export interface MonthBatch {
  tx: Tx;
  shopId: string;
  cast: HistoryCast;
  month: HistoryMonth;
  /** its first day, and the day after its last (yyyy-MM-dd, the shop's clock) */
  from: string;
  until: string;
  /** each kind of document's last number when the month began: its codes follow on */
  counters: Record<DocumentKind, number>;
}

/** The moment a day of the shop's clock begins, at `time` (hh:mm), in SQL. */
export const shopTime = (batch: MonthBatch, day: string, time = '00:00'): SQL => sql`((${day}::date + ${time}::time) at time zone ${batch.cast.timeZone})`;

/** The code of the `n`-th document of a kind, as documentCode writes it (HD000123), from an SQL number. */
export const codeOf = (kind: DocumentKind, n: SQL | string): SQL =>
  sql`(${kind} || lpad((${typeof n === 'string' ? sql.raw(n) : n})::text, greatest(6, length((${typeof n === 'string' ? sql.raw(n) : n})::text)), '0'))`;

/** The shop's counters, locked until the month's transaction ends (DESIGN §6: gap-free codes). */
export async function lockCounters(tx: Tx, shopId: string): Promise<Record<DocumentKind, number>> {
  const rows = await executeRows<{ kind: DocumentKind; last_number: number }>(tx, sql`select kind, last_number from document_counters where shop_id = ${shopId}::uuid order by kind for update`);
  const counters = Object.fromEntries(Object.values(DocumentKind).map((kind) => [kind, 0])) as Record<DocumentKind, number>;
  for (const row of rows) counters[row.kind] = Number(row.last_number);
  return counters;
}

/** Leaves each counter at the last number the month used. */
export async function saveCounters(tx: Tx, shopId: string, counters: Record<DocumentKind, number>): Promise<void> {
  for (const [kind, last] of Object.entries(counters)) {
    if (last === 0) continue;
    await tx.execute(sql`insert into document_counters (shop_id, kind, last_number) values (${shopId}::uuid, ${kind}, ${last})
      on conflict (shop_id, kind) do update set last_number = excluded.last_number`);
  }
}

/** How many rows a statement's temporary table holds. */
export async function countOf(tx: Tx, table: string, where = 'true'): Promise<number> {
  const [row] = await executeRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row.n);
}
