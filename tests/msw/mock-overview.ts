import { differenceInCalendarDays, parseISO } from 'date-fns';
import { DAILY_CHART_MAX_DAYS, type Overview, overview, type OverviewTiles, previousPeriod, type TodayTiles } from '@/lib/contracts/reports';
import { ActivityStatus } from '@/lib/enums/activities';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import { EXPIRY_WINDOWS } from '@/lib/enums/stock';
import type { MockInvoice } from './books-data';
import { type MockShop, mockState } from './data';
import { shopDay } from './handlers/shared';
import { type InvoiceEntry, invoiceEntries, mockFinancial, type Scope } from './mock-financial';

// The statistics overview read from the mock world's documents, as the server reads it from the
// daily figures its triggers keep (server/modules/reports/read-overview.ts, read-today.ts): an
// invoice counts on its day and, voided, counts back out on the day of the void (invoiceEntries);
// revenue is before VAT and after every discount; an activity counts on the day it was made.

const TOP = 10;
const DAY_MS = 86_400_000;

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
const within = (scope: Scope, iso: string) => shopDay(iso) >= scope.from && shopDay(iso) <= scope.to;
const inScope = (scope: Scope) => (row: { shopId: string; createdAt: string }) => scope.shopIds.includes(row.shopId) && within(scope, row.createdAt);
const revenueOf = ({ invoice, sign }: InvoiceEntry) => sign * (invoice.subtotal - invoice.discount);
const add = (figures: Record<string, number>, key: string | number, n: number) => (figures[key] = (figures[key] ?? 0) + n);

const activitiesIn = (scope: Scope) => Object.values(mockState.activities).filter(inScope(scope));
const paymentsIn = (scope: Scope) => mockState.books.invoicePayments.filter(inScope(scope));

/** The tiles of a scope (readTiles): debt created is the customers' debt's change plus what they repaid. */
export function mockTiles(scope: Scope): OverviewTiles {
  const entries = invoiceEntries(scope);
  const revenue = sum(entries, revenueOf);
  const invoices = sum(entries, (e) => e.sign);
  const activitiesByType: Record<string, number> = {};
  for (const a of activitiesIn(scope)) add(activitiesByType, a.type, 1);
  const debtCollected = sum(
    paymentsIn(scope).filter((p) => p.type === InvoicePaymentType.DEBT_REPAY),
    (p) => p.amount,
  );
  return {
    revenue,
    invoices,
    averageInvoice: invoices > 0 ? Math.round(revenue / invoices) : 0,
    newCustomers: Object.values(mockState.customers).filter(inScope(scope)).length,
    activities: sum(Object.values(activitiesByType), (n) => n),
    activitiesByType,
    debtCollected,
    debtCreated: mockFinancial(scope).customerDebt.change + debtCollected,
  };
}

/** Per day or month, the points that have a figure, each without its zero figures (readSeries). */
function series(scope: Scope, unit: Overview['unit']): Overview['series'] {
  const bucket = (iso: string) => (unit === 'day' ? shopDay(iso) : `${shopDay(iso).slice(0, 7)}-01`);
  const points = new Map<string, Overview['series'][number]>();
  const at = (date: string) => points.get(date) ?? points.set(date, { date, revenueByKind: {}, activitiesByType: {} }).get(date)!;
  for (const e of invoiceEntries(scope)) add(at(bucket(e.at)).revenueByKind, e.invoice.kind, revenueOf(e));
  for (const a of activitiesIn(scope)) add(at(bucket(a.createdAt)).activitiesByType, a.type, 1);
  const nonZero = (figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).filter(([, n]) => n !== 0));
  return [...points.values()]
    .map((p) => ({ ...p, revenueByKind: nonZero(p.revenueByKind), activitiesByType: nonZero(p.activitiesByType) }))
    .filter((p) => Object.keys(p.revenueByKind).length + Object.keys(p.activitiesByType).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

type Item = Overview['topServicesByRevenue'][number];

/** The ten services or goods ranked by revenue or by base units sold, those sold at all (top-items.ts). */
function tops(entries: InvoiceEntry[], kind: 'service' | 'product', order: 'revenue' | 'quantity'): Item[] {
  const items = new Map<string, Omit<Item, 'name'>>();
  for (const { invoice, sign } of entries) {
    for (const l of invoice.lines) {
      const id = l.kind === 'service' ? l.serviceId : l.productId;
      if (l.kind !== kind || !id) continue;
      const item = items.get(id) ?? { id, quantity: 0, revenue: 0 };
      items.set(id, { id, quantity: item.quantity + sign * l.quantity * l.unitFactor, revenue: item.revenue + sign * l.taxableBase });
    }
  }
  const name = (id: string) => (kind === 'service' ? mockState.services[id]?.name : mockState.products[id]?.name) ?? '';
  return [...items.values()]
    .filter((i) => i.quantity > 0)
    .sort((a, b) => b[order] - a[order] || a.id.localeCompare(b.id))
    .slice(0, TOP)
    .map((i) => ({ ...i, name: name(i.id) }))
    .sort((a, b) => b[order] - a[order] || a.name.localeCompare(b.name, 'vi'));
}

/** Who an invoice's revenue is credited to: its activity's assignee, else who issued it. */
const staffOf = (invoice: MockInvoice) => (invoice.activityId ? mockState.activities[invoice.activityId]?.assigneeId : null) ?? invoice.createdBy;

function byStaff(entries: InvoiceEntry[]): Overview['byStaff'] {
  const staff = new Map<string, { invoices: number; revenue: number }>();
  for (const e of entries) {
    const row = staff.get(staffOf(e.invoice)) ?? { invoices: 0, revenue: 0 };
    staff.set(staffOf(e.invoice), { invoices: row.invoices + e.sign, revenue: row.revenue + revenueOf(e) });
  }
  return [...staff]
    .map(([id, row]) => ({ id, name: mockState.users[id]?.name ?? '', ...row }))
    .filter((r) => r.invoices !== 0 || r.revenue !== 0)
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name, 'vi'));
}

/** The overview of a scope's shops and days (readOverview), parsed by its contract. */
export function mockOverview(scope: Scope): Overview {
  const days = differenceInCalendarDays(parseISO(scope.to), parseISO(scope.from)) + 1;
  const unit = days > DAILY_CHART_MAX_DAYS ? 'month' : 'day';
  const entries = invoiceEntries(scope);
  const methods: Record<string, number> = {};
  for (const p of paymentsIn(scope)) add(methods, p.method, p.amount);
  return overview.parse({
    tiles: mockTiles(scope),
    previous: mockTiles({ ...scope, ...previousPeriod(scope.from, scope.to) }),
    unit,
    series: series(scope, unit),
    byMethod: Object.entries(methods)
      .filter(([, amount]) => amount !== 0)
      .map(([method, amount]) => ({ method, amount }))
      .sort((a, b) => b.amount - a.amount),
    topServicesByRevenue: tops(entries, 'service', 'revenue'),
    topServicesByQuantity: tops(entries, 'service', 'quantity'),
    topProductsByRevenue: tops(entries, 'product', 'revenue'),
    topProductsByQuantity: tops(entries, 'product', 'quantity'),
    byStaff: byStaff(entries),
  });
}

/** Home's tiles of the shop's today (read-today.ts), but the reminders, which the caller counts. */
export function mockToday(shop: MockShop): Omit<TodayTiles, 'remindersDue'> {
  const today = shopDay(new Date().toISOString());
  const tiles = mockTiles({ shopIds: [shop.id], from: today, to: today });
  // expired lots count too: the stock screen's shortest window ahead, and what is already past it
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_WINDOWS[0] * DAY_MS).toISOString().slice(0, 10);
  return {
    revenue: tiles.revenue,
    invoices: tiles.invoices,
    activitiesWaiting: Object.values(mockState.activities).filter((a) => a.shopId === shop.id && a.status === ActivityStatus.WAITING).length,
    debtCollected: tiles.debtCollected,
    lowStock: Object.values(mockState.products).filter((p) => p.shopId === shop.id && p.isActive && p.stockOnHand < p.minimumStock).length,
    expiring: Object.values(mockState.books.batches).filter((b) => b.shopId === shop.id && b.quantity > 0 && b.expiresOn !== null && b.expiresOn <= lastDay).length,
  };
}
