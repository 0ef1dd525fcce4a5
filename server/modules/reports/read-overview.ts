import { differenceInCalendarDays, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { DAILY_CHART_MAX_DAYS, type Overview, type OverviewTiles, previousPeriod } from '@/lib/contracts/reports';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { arrayLiteral } from '../../db/sql/array-literal';
import { executeRows } from '../../db/sql/execute-rows';
import { inScope, num, type ReportScope } from './report-scope';
import { topItems } from './top-items';

type Row = Record<string, unknown>;

/** The overview's tiles for a scope: revenue before VAT, invoices, new customers, activities, debts. */
export async function readTiles(db: DbOrTx, scope: ReportScope): Promise<OverviewTiles> {
  const [sales] = await executeRows<Row>(
    db,
    sql`select coalesce(sum(r.subtotal - r.discount), 0) as revenue, coalesce(sum(r.invoices), 0) as invoices from report_sales r where ${inScope('r', scope)}`,
  );
  const activities = await executeRows<Row>(db, sql`select r.type, sum(r.activities) as n from report_activities r where ${inScope('r', scope)} group by r.type`);
  const [debts] = await executeRows<Row>(
    db,
    sql`select
      (select coalesce(sum(r.amount), 0) from report_payments r where ${inScope('r', scope)} and r.type = ${InvoicePaymentType.DEBT_REPAY}) as collected,
      (select coalesce(sum(r.change), 0) from report_debts r where ${inScope('r', scope)} and r.party = 'customer') as change`,
  );
  const [customers] = await executeRows<Row>(
    db,
    sql`select count(*) as n from customers c join shops s on s.id = c.shop_id
      where c.shop_id = any(${arrayLiteral(scope.shopIds)}::uuid[])
        and c.created_at >= (${scope.from}::date::timestamp at time zone s.time_zone)
        and c.created_at < ((${scope.to}::date + 1)::timestamp at time zone s.time_zone)`,
  );
  const revenue = num(sales.revenue);
  const invoices = num(sales.invoices);
  const collected = num(debts.collected);
  return {
    revenue,
    invoices,
    averageInvoice: invoices > 0 ? Math.round(revenue / invoices) : 0,
    newCustomers: num(customers.n),
    activities: activities.reduce((s, r) => s + num(r.n), 0),
    activitiesByType: Object.fromEntries(activities.map((r) => [String(r.type), num(r.n)])),
    debtCollected: collected,
    debtCreated: num(debts.change) + collected,
  };
}

/** Per day, or per month for a long period: revenue by business line and activities by type. */
async function readSeries(db: DbOrTx, scope: ReportScope, unit: 'day' | 'month'): Promise<Overview['series']> {
  const bucket = sql.raw(unit === 'day' ? 'r.day' : `date_trunc('month', r.day)::date`);
  const revenue = await executeRows<Row>(
    db,
    sql`select to_char(${bucket}, 'YYYY-MM-DD') as date, r.kind as key, sum(r.subtotal - r.discount) as value from report_sales r where ${inScope('r', scope)} group by 1, 2`,
  );
  const activities = await executeRows<Row>(
    db,
    sql`select to_char(${bucket}, 'YYYY-MM-DD') as date, r.type as key, sum(r.activities) as value from report_activities r where ${inScope('r', scope)} group by 1, 2`,
  );
  const points = new Map<string, Overview['series'][number]>();
  const at = (date: string) => points.get(date) ?? points.set(date, { date, revenueByKind: {}, activitiesByType: {} }).get(date)!;
  for (const r of revenue) if (num(r.value) !== 0) at(String(r.date)).revenueByKind[String(r.key)] = num(r.value);
  for (const r of activities) if (num(r.value) !== 0) at(String(r.date)).activitiesByType[String(r.key)] = num(r.value);
  return [...points.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The statistics overview of a scope, with the period of the same length before it for comparing. */
export async function readOverview(db: DbOrTx, scope: ReportScope): Promise<Overview> {
  const days = differenceInCalendarDays(parseISO(scope.to), parseISO(scope.from)) + 1;
  const unit = days > DAILY_CHART_MAX_DAYS ? 'month' : 'day';
  const byMethod = await executeRows<Row>(
    db,
    sql`select r.method, sum(r.amount) as amount from report_payments r where ${inScope('r', scope)} group by r.method having sum(r.amount) <> 0 order by 2 desc`,
  );
  const byStaff = await executeRows<Row>(
    db,
    sql`select r.staff_id as id, u.name as name, sum(r.invoices) as invoices, sum(r.subtotal - r.discount) as revenue
      from report_sales r join users u on u.id = r.staff_id where ${inScope('r', scope)}
      group by r.staff_id, u.name having sum(r.invoices) <> 0 or sum(r.subtotal - r.discount) <> 0 order by revenue desc, name`,
  );
  return {
    tiles: await readTiles(db, scope),
    previous: await readTiles(db, { ...scope, ...previousPeriod(scope.from, scope.to) }),
    unit,
    series: await readSeries(db, scope, unit),
    byMethod: byMethod.map((r) => ({ method: String(r.method), amount: num(r.amount) })),
    ...(await topItems(db, scope)),
    byStaff: byStaff.map((r) => ({ id: String(r.id), name: String(r.name), invoices: num(r.invoices), revenue: num(r.revenue) })),
  };
}
