import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A range of calendar days (yyyy-MM-dd, both ends included, either open) as the shop's clock reads them. */
export interface DayRange {
  from?: string;
  to?: string;
  /** the shop's time zone (shops.time_zone, Asia/Ho_Chi_Minh by default) */
  timeZone: string;
}

/**
 * The conditions that keep a timestamp within the days of `range` in the shop's time zone (DESIGN
 * §3: "today" and report periods are the shop's days, not UTC's): from the first instant of `from`
 * there to before the first instant of the day after `to`, so the column's index serves the range.
 */
export function withinShopDays(column: AnyPgColumn | SQL, range: DayRange): SQL[] {
  const startOf = (day: SQL) => sql`(${day})::timestamp at time zone ${range.timeZone}`;
  return [
    ...(range.from ? [sql`${column} >= ${startOf(sql`${range.from}::date`)}`] : []),
    ...(range.to ? [sql`${column} < ${startOf(sql`${range.to}::date + 1`)}`] : []),
  ];
}

/** The first instant of today on the shop's clock, as a timestamptz expression. */
export const startOfShopToday = (timeZone: string) => sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;

/** The first instant of the shop's day holding `at`, as a timestamptz expression. */
export const startOfShopDay = (at: Date, timeZone: string) => sql`(date_trunc('day', ${at.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
