import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/sql/array-literal';

/** The shops and the days (yyyy-MM-dd, both included, on each shop's own clock) a report reads. */
export interface ReportScope {
  shopIds: readonly string[];
  from: string;
  to: string;
}

/** `alias.shop_id` among the scope's shops and `alias.day` within its days: the daily figures' key. */
export const inScope = (alias: string, scope: ReportScope): SQL =>
  sql`${sql.raw(alias)}.shop_id = any(${arrayLiteral(scope.shopIds)}::uuid[]) and ${sql.raw(alias)}.day between ${scope.from}::date and ${scope.to}::date`;

/** `alias.shop_id` among the scope's shops and `alias.day` before `day` (or up to it): a balance. */
export const before = (alias: string, scope: ReportScope, day: string, inclusive: boolean): SQL =>
  sql`${sql.raw(alias)}.shop_id = any(${arrayLiteral(scope.shopIds)}::uuid[]) and ${sql.raw(alias)}.day ${sql.raw(inclusive ? '<=' : '<')} ${day}::date`;

/** A figure read from SQL as a JavaScript number: sums of bigint come back as numeric text. */
export const num = (value: unknown): number => Number(value ?? 0);
