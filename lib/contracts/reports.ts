import { z } from 'zod';
import { addYears, differenceInCalendarDays, parseISO } from 'date-fns';
import { isCalendarDay, msg, optionalFilter } from './rules';

// Reports (issue "Reports"): the statistics overview and the financial report of a period of the
// shop's days, for one branch or a chain's branches side by side and summed. Every figure is read
// from the daily figures the documents keep (server/db/schema/report-days.ts) and agrees with the
// ledgers to the đồng. Money is integer đồng; revenue is before VAT and after every discount.

/** The longest period a report reads: three years of days. */
export const MAX_REPORT_YEARS = 3;
/** Periods longer than this are charted per month instead of per day. */
export const DAILY_CHART_MAX_DAYS = 62;

const day = () => z.string(msg('isoDate')).refine(isCalendarDay, msg('isoDate'));

/** Within three years: the day three years after `from` is the last one allowed. */
export const withinReportLimit = (from: string, to: string) => parseISO(to) < addYears(parseISO(from), MAX_REPORT_YEARS);

/** `branch`: the shop of the request (default), another branch of the user's chain by id, or `all` of them. */
export const reportQuery = z
  .object({
    from: day(),
    to: day(),
    branch: optionalFilter(z.union([z.literal('all'), z.uuid(msg('uuid'))], msg('invalid'))),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'validation.dayRange' })
  .refine((q) => q.from > q.to || withinReportLimit(q.from, q.to), { path: ['to'], error: 'validation.reportRangeTooLong' });
export type ReportQuery = z.infer<typeof reportQuery>;

/** The VAT report's invoices: the same period and branch, a page of them. */
export const vatInvoicesQuery = z
  .object({
    from: day(),
    to: day(),
    branch: optionalFilter(z.union([z.literal('all'), z.uuid(msg('uuid'))], msg('invalid'))),
    page: z.coerce.number(msg('invalid')).int(msg('invalid')).min(1, msg('invalid')).default(1),
    limit: z.coerce.number(msg('invalid')).int(msg('invalid')).min(1, msg('invalid')).max(200, msg('invalid')).default(50),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'validation.dayRange' })
  .refine((q) => q.from > q.to || withinReportLimit(q.from, q.to), { path: ['to'], error: 'validation.reportRangeTooLong' });
export type VatInvoicesQuery = z.infer<typeof vatInvoicesQuery>;

/** The same number of days just before a period, for comparing. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const start = parseISO(`${from}T00:00:00Z`);
  return { from: iso(new Date(start.getTime() - days * 86_400_000)), to: iso(new Date(start.getTime() - 86_400_000)) };
}

const branch = z.object({ id: z.uuid(), name: z.string() });
const named = z.object({ id: z.string(), name: z.string() });

/** Business lines: the invoice kinds (1 grooming … 5 inpatient care, 6 retail sale). */
const byKind = z.record(z.string(), z.number());

export const overviewTiles = z.object({
  /** before VAT, after discounts */
  revenue: z.number(),
  invoices: z.number(),
  averageInvoice: z.number(),
  newCustomers: z.number(),
  activities: z.number(),
  activitiesByType: byKind,
  /** debts repaid (Hoàn nợ) */
  debtCollected: z.number(),
  /** what customers came to owe in the period: the change in their debt plus what they repaid */
  debtCreated: z.number(),
});
export type OverviewTiles = z.infer<typeof overviewTiles>;

export const overviewPoint = z.object({
  /** yyyy-MM-dd of the day, or of the month's first day when `unit` is month */
  date: z.string(),
  revenueByKind: byKind,
  activitiesByType: byKind,
});

const itemFigure = named.extend({ quantity: z.number(), revenue: z.number() });

export const overview = z.object({
  tiles: overviewTiles,
  /** the same tiles for the period of the same length just before */
  previous: overviewTiles,
  unit: z.enum(['day', 'month']),
  series: z.array(overviewPoint),
  byMethod: z.array(z.object({ method: z.string(), amount: z.number() })),
  topServicesByRevenue: z.array(itemFigure),
  topServicesByQuantity: z.array(itemFigure),
  topProductsByRevenue: z.array(itemFigure),
  topProductsByQuantity: z.array(itemFigure),
  byStaff: z.array(named.extend({ invoices: z.number(), revenue: z.number() })),
});
export type Overview = z.infer<typeof overview>;

const kindFigures = z.object({
  kind: z.number(),
  invoices: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  revenue: z.number(),
  vat: z.number(),
  total: z.number(),
  cost: z.number(),
});
const balance = z.object({ start: z.number(), end: z.number(), change: z.number() });

export const financial = z.object({
  byKind: z.array(kindFigures),
  revenue: z.number(),
  discount: z.number(),
  vat: z.number(),
  cost: z.number(),
  grossProfit: z.number(),
  /** gross profit ÷ revenue in percent, two decimals; null without revenue */
  margin: z.number().nullable(),
  vatByRate: z.array(z.object({ vatKey: z.string(), vatPercent: z.number().nullable(), taxableBase: z.number(), vat: z.number() })),
  /** the cash book's expense categories, net of voids */
  expenses: z.array(z.object({ category: z.string(), amount: z.number() })),
  otherIncome: z.number(),
  netProfit: z.number(),
  cash: z.array(z.object({ type: z.string(), category: z.string(), method: z.string(), vouchers: z.number(), amount: z.number() })),
  receipts: z.number(),
  payments: z.number(),
  customerDebt: balance,
  supplierDebt: balance,
  stockValue: balance,
});
export type Financial = z.infer<typeof financial>;

/** A report of each branch asked for, and their sum (one branch: the same figures). */
export const branchesOf = <T extends z.ZodType>(report: T) =>
  z.object({
    from: z.string(),
    to: z.string(),
    branches: z.array(z.object({ branch, report })),
    total: report,
  });
export const overviewResponse = branchesOf(overview);
export type OverviewResponse = z.infer<typeof overviewResponse>;
export const financialResponse = branchesOf(financial);
export type FinancialResponse = z.infer<typeof financialResponse>;

export const vatInvoice = z.object({
  id: z.uuid(),
  code: z.string(),
  shopName: z.string(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  kind: z.number(),
  /** voided: the row that takes the invoice back out, on the day of the void, with negative figures */
  voided: z.boolean(),
  byRate: z.array(z.object({ vatPercent: z.number().nullable(), taxableBase: z.number(), vat: z.number() })),
  taxableBase: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type VatInvoice = z.infer<typeof vatInvoice>;
export const vatInvoicesResponse = z.object({ items: z.array(vatInvoice), total: z.number(), page: z.number(), limit: z.number() });
export type VatInvoicesResponse = z.infer<typeof vatInvoicesResponse>;

/** Home's tiles for those who read the statistics: today so far. */
export const todayTiles = z.object({
  revenue: z.number(),
  invoices: z.number(),
  activitiesWaiting: z.number(),
  debtCollected: z.number(),
  lowStock: z.number(),
  expiring: z.number(),
  remindersDue: z.number(),
});
export type TodayTiles = z.infer<typeof todayTiles>;
