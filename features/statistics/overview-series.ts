import { daysOf, monthsOf, monthWithin, type Period } from '@/components/reports/report-period';
import type { Overview, OverviewTiles } from '@/lib/contracts/reports';
import { shopPath } from '@/lib/paths';

// The overview's answer as the screen shows it: every day (or month) of the period, those without
// figures too (the API sends only the days that have some), the business lines or activity types
// that have figures, and where a figure's invoices are listed (the sales history).

export type SeriesField = 'revenueByKind' | 'activitiesByType';

export interface SeriesRow {
  /** the day, or the month's first day */
  date: string;
  /** its days within the report's period: one day, or the month cut to the period */
  days: Period;
  values: Record<string, number>;
  total: number;
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((s, n) => s + n, 0);

export function seriesRows(overview: Overview, period: Period, field: SeriesField): SeriesRow[] {
  const byDate = new Map(overview.series.map((p) => [p.date, p[field]]));
  const buckets =
    overview.unit === 'day' ? daysOf(period).map((d) => ({ date: d, days: { from: d, to: d } })) : monthsOf(period).map((m) => ({ date: m, days: monthWithin(m, period) }));
  return buckets.map((b) => {
    const values = byDate.get(b.date) ?? {};
    return { ...b, values, total: sum(values) };
  });
}

/** The keys (invoice kinds, activity types) with a figure in the period, in their numeric order, and each one's total. */
export function seriesKeys(rows: SeriesRow[]): Array<{ key: string; total: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) for (const [key, n] of Object.entries(row.values)) totals.set(key, (totals.get(key) ?? 0) + n);
  return [...totals]
    .filter(([, total]) => total !== 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, total]) => ({ key, total }));
}

/** Nothing happened in the period: no money, no document, no visit, no customer. */
export const isEmptyOverview = (overview: Overview) =>
  (Object.keys(overview.tiles) as Array<keyof OverviewTiles>).every((k) => k === 'activitiesByType' || overview.tiles[k] === 0) && overview.series.length === 0 && overview.byMethod.length === 0;

/** Where a figure's invoices are listed: the sales history of its days (and business line), in the branch read. */
export type SalesLink = (days: Period, kind?: string) => string;

export const salesHistoryLink =
  (shopId: string): SalesLink =>
  (days, kind) =>
    shopPath(shopId, `/history/sales?${new URLSearchParams({ from: days.from, to: days.to, ...(kind ? { kind } : {}) })}`);
