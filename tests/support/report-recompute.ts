import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FinancialResponse, OverviewResponse } from '@/lib/contracts/reports';
import type { Db } from '@/server/db/client';
import { call, type CallOptions } from './api-client';
import { shopDay } from './books';
import { rowsOf } from './fixtures';

// The reports against the documents and ledgers themselves (issue "Reports" §4): every figure the
// overview and the financial report give for a period, worked out again here straight from the
// invoices, their lines and payments, the vouchers, imports, stock movements and activities — not
// from the daily figures the reports read. A void counts on its own day, as the ledgers reverse it.

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);

/** `column` within the period's days on the shop's clock. */
const within = (column: SQL, from: string, to: string) =>
  sql`${column} >= (${from}::date::timestamp at time zone 'Asia/Ho_Chi_Minh') and ${column} < ((${to}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`;
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`;

/** Every invoice issued in the period (sign 1), and every one voided in it (sign −1). */
const invoiceEvents = (shopId: string, from: string, to: string) => sql`
  select i.*, 1 as sign from invoices i where i.shop_id = ${shopId} and ${within(sql`i.created_at`, from, to)}
  union all
  select i.*, -1 from invoices i where i.shop_id = ${shopId} and i.voided_at is not null and ${within(sql`i.voided_at`, from, to)}`;

async function recompute(db: Db, shopId: string, from: string, to: string) {
  const events = invoiceEvents(shopId, from, to);
  const kinds = await rowsOf<Row>(
    db,
    sql`select e.kind, sum(e.sign) as invoices, sum(e.sign * e.subtotal) as subtotal, sum(e.sign * e.discount) as discount, sum(e.sign * e.vat) as vat, sum(e.sign * e.total) as total,
      sum(e.sign * (select coalesce(sum(l.cost), 0) from invoice_lines l where l.invoice_id = e.id)) as cost
      from (${events}) e group by e.kind order by e.kind`,
  );
  const rates = await rowsOf<Row>(
    db,
    sql`select l.vat_key, l.vat_percent, sum(e.sign * l.taxable_base) as base, sum(e.sign * l.vat) as vat from (${events}) e join invoice_lines l on l.invoice_id = e.id
      group by 1, 2 having sum(e.sign * l.taxable_base) <> 0 or sum(e.sign * l.vat) <> 0 order by 1, 2 nulls first`,
  );
  const items = await rowsOf<Row>(
    db,
    sql`select l.kind, coalesce(l.product_id, l.service_id) as id, sum(e.sign * l.quantity * l.unit_factor) as quantity, sum(e.sign * l.taxable_base) as revenue
      from (${events}) e join invoice_lines l on l.invoice_id = e.id group by 1, 2 having sum(e.sign * l.quantity * l.unit_factor) > 0`,
  );
  const staff = await rowsOf<Row>(
    db,
    sql`select coalesce(a.assignee_id, e.created_by) as id, sum(e.sign) as invoices, sum(e.sign * (e.subtotal - e.discount)) as revenue
      from (${events}) e left join activities a on a.id = e.activity_id group by 1 having sum(e.sign) <> 0 or sum(e.sign * (e.subtotal - e.discount)) <> 0`,
  );
  const cash = await rowsOf<Row>(
    db,
    sql`select type, category, method, count(*) as vouchers, sum(amount) as amount from cash_vouchers where shop_id = ${shopId} and ${within(sql`created_at`, from, to)}
      group by 1, 2, 3 order by 1 desc, 2, 3`,
  );
  const methods = await rowsOf<Row>(
    db,
    // a refund kept as the customer's credit, and a payment from it, moved credit, not the drawer's money
    sql`select case when credit_id is not null then 'CREDIT' else method end as method, sum(amount) as amount from invoice_payments
      where shop_id = ${shopId} and ${within(sql`created_at`, from, to)} group by 1 having sum(amount) <> 0`,
  );
  const activities = await rowsOf<Row>(
    db,
    sql`select type, count(*) as n from activities where shop_id = ${shopId} and ${within(sql`created_at`, from, to)} group by 1`,
  );
  const [once] = await rowsOf<Row>(
    db,
    sql`select
      (select count(*) from customers where shop_id = ${shopId} and ${within(sql`created_at`, from, to)}) as new_customers,
      (select count(*) from activities where shop_id = ${shopId} and ${within(sql`created_at`, from, to)}) as activities,
      (select coalesce(sum(amount), 0) from invoice_payments where shop_id = ${shopId} and type = 2 and ${within(sql`created_at`, from, to)}) as collected,
      (select coalesce(sum(total - paid), 0) from invoices where shop_id = ${shopId} and status <> 4 and customer_id is not null) as customer_debt_now,
      (select coalesce(sum(total - paid), 0) from product_imports where shop_id = ${shopId} and status = 1) as supplier_debt_now,
      (select coalesce(sum(delta::bigint * unit_cost), 0) from stock_movements where shop_id = ${shopId}) as stock_value_now,
      (select coalesce(sum(delta::bigint * unit_cost), 0) from stock_movements where shop_id = ${shopId} and created_at < ${startOf(from)}) as stock_value_before,
      (select coalesce(sum(i.total), 0) - coalesce(sum(case when i.voided_at < ${startOf(from)} then i.total end), 0) from invoices i
        where i.shop_id = ${shopId} and i.customer_id is not null and i.created_at < ${startOf(from)})
      - (select coalesce(sum(p.amount), 0) from invoice_payments p join invoices i on i.id = p.invoice_id
        where p.shop_id = ${shopId} and i.customer_id is not null and greatest(p.created_at, i.created_at) < ${startOf(from)}) as customer_debt_before`,
  );
  return { kinds, rates, items, staff, cash, methods, activities, once };
}

/**
 * The overview and the financial report of the shop `as` works in, for the last `days` days up to
 * today, equal what the documents and ledgers give — to the đồng, figure by figure.
 */
export async function expectReportsMatchLedgers(server: { url: string; db: Db }, as: CallOptions & { shopId: string }, days = 7): Promise<void> {
  const from = shopDay(-(days - 1));
  const to = shopDay();
  const books = await recompute(server.db, as.shopId, from, to);
  const financial = (await call<FinancialResponse>(server.url, 'GET', `/reports/financial?from=${from}&to=${to}`, as)).body.total;
  const overview = (await call<OverviewResponse>(server.url, 'GET', `/reports/overview?from=${from}&to=${to}`, as)).body.total;

  const kinds = books.kinds
    .map((k) => ({ kind: n(k.kind), invoices: n(k.invoices), subtotal: n(k.subtotal), discount: n(k.discount), revenue: n(k.subtotal) - n(k.discount), vat: n(k.vat), total: n(k.total), cost: n(k.cost) }))
    .filter((k) => k.invoices !== 0 || k.total !== 0 || k.cost !== 0);
  expect(financial.byKind, 'revenue by business line').toEqual(kinds);
  const revenue = kinds.reduce((s, k) => s + k.revenue, 0);
  expect(financial.revenue).toBe(revenue);
  expect(financial.cost).toBe(kinds.reduce((s, k) => s + k.cost, 0));
  expect(financial.vatByRate, 'VAT by rate').toEqual(books.rates.map((r) => ({ vatKey: r.vat_key, vatPercent: r.vat_percent === null ? null : Number(r.vat_percent), taxableBase: n(r.base), vat: n(r.vat) })));
  expect(financial.cash, 'the cash book').toEqual(books.cash.map((c) => ({ type: c.type, category: c.category, method: c.method, vouchers: n(c.vouchers), amount: n(c.amount) })));
  expect(financial.customerDebt, 'customer debt').toEqual({ start: n(books.once.customer_debt_before), end: n(books.once.customer_debt_now), change: n(books.once.customer_debt_now) - n(books.once.customer_debt_before) });
  expect(financial.supplierDebt.end, 'supplier debt').toBe(n(books.once.supplier_debt_now));
  expect(financial.stockValue, 'stock value').toEqual({ start: n(books.once.stock_value_before), end: n(books.once.stock_value_now), change: n(books.once.stock_value_now) - n(books.once.stock_value_before) });

  const invoices = kinds.reduce((s, k) => s + k.invoices, 0);
  const collected = n(books.once.collected);
  expect(overview.tiles, 'the tiles').toMatchObject({
    revenue,
    invoices,
    newCustomers: n(books.once.new_customers),
    activities: n(books.once.activities),
    debtCollected: collected,
    debtCreated: financial.customerDebt.change + collected,
  });
  expect(overview.tiles.activitiesByType, 'activities by type').toEqual(Object.fromEntries(books.activities.map((a) => [String(a.type), n(a.n)])));
  const byMethod = Object.fromEntries(books.methods.map((m) => [m.method, n(m.amount)]));
  expect(Object.fromEntries(overview.byMethod.map((m) => [m.method, m.amount])), 'by payment method').toEqual(byMethod);
  const staff = Object.fromEntries(books.staff.map((s) => [s.id, { invoices: n(s.invoices), revenue: n(s.revenue) }]));
  expect(Object.fromEntries(overview.byStaff.map((s) => [s.id, { invoices: s.invoices, revenue: s.revenue }])), 'by staff').toEqual(staff);
  for (const [kind, list] of [['service', overview.topServicesByRevenue], ['product', overview.topProductsByRevenue]] as const) {
    const sold = books.items.filter((i) => i.kind === kind).map((i) => ({ id: String(i.id), quantity: n(i.quantity), revenue: n(i.revenue) }));
    for (const item of list) expect(sold.find((s) => s.id === item.id), `${kind} ${item.name}`).toEqual({ id: item.id, quantity: item.quantity, revenue: item.revenue });
    const top = sold.map((s) => s.revenue).sort((a, b) => b - a).slice(0, 10);
    expect(list.map((i) => i.revenue), `top ${kind}s`).toEqual(top);
  }
}
