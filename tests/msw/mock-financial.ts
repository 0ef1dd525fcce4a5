import { type Financial, financial, type VatInvoice } from '@/lib/contracts/reports';
import { VoucherCategory, VoucherType } from '@/lib/enums/cash';
import { InvoiceStatus, lineVatKey } from '@/lib/enums/invoices';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { MockInvoice } from './books-data';
import { mockState } from './data';
import { shopDay } from './handlers/shared';

// The financial report read from the mock world's documents, as the server reads it from the daily
// figures its triggers keep (migration 0027_report_day_triggers.sql, server/modules/reports/
// read-financial.ts): an invoice counts on its day and, voided, counts back out on the day of the
// void; a payment settles its invoice's customer from the later of its own day and the invoice's;
// an import owes its supplier from its completion until its void; stock is valued at each move's cost.

export interface Scope {
  shopIds: readonly string[];
  from: string;
  to: string;
}

/** The cash book's categories that are the shop's running costs (read-financial.ts EXPENSE_CATEGORIES). */
const EXPENSE_CATEGORIES: readonly string[] = [VoucherCategory.SALARY, VoucherCategory.RENT, VoucherCategory.UTILITIES, VoucherCategory.OTHER_EXPENSE];

const books = () => mockState.books;
const inShops = (scope: Scope) => (row: { shopId: string }) => scope.shopIds.includes(row.shopId);
const within = (scope: Scope, day: string) => day >= scope.from && day <= scope.to;
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
const later = (a: string, b: string) => (a > b ? a : b);

/** An invoice as it counts on a day: issued (+1) on its own day, taken back out (−1) on its void's. */
export interface InvoiceEntry {
  invoice: MockInvoice;
  day: string;
  at: string;
  sign: 1 | -1;
}

/** The issues and voids of the scope's invoices that fall within its days, oldest first. */
export function invoiceEntries(scope: Scope): InvoiceEntry[] {
  const entries = Object.values(books().invoices)
    .filter(inShops(scope))
    .flatMap((invoice): InvoiceEntry[] => [
      { invoice, day: shopDay(invoice.createdAt), at: invoice.createdAt, sign: 1 },
      ...(invoice.status === InvoiceStatus.VOIDED && invoice.voidedAt ? [{ invoice, day: shopDay(invoice.voidedAt), at: invoice.voidedAt, sign: -1 as const }] : []),
    ]);
  return entries.filter((e) => within(scope, e.day)).sort((a, b) => a.at.localeCompare(b.at) || a.invoice.code.localeCompare(b.invoice.code) || b.sign - a.sign);
}

const lineCost = (invoice: MockInvoice) => sum(invoice.lines, (l) => l.cost);

function byKind(entries: InvoiceEntry[]): Financial['byKind'] {
  const kinds = new Map<number, Financial['byKind'][number]>();
  for (const { invoice: i, sign } of entries) {
    const k = kinds.get(i.kind) ?? { kind: i.kind, invoices: 0, subtotal: 0, discount: 0, revenue: 0, vat: 0, total: 0, cost: 0 };
    kinds.set(i.kind, {
      kind: i.kind,
      invoices: k.invoices + sign,
      subtotal: k.subtotal + sign * i.subtotal,
      discount: k.discount + sign * i.discount,
      revenue: k.revenue + sign * (i.subtotal - i.discount),
      vat: k.vat + sign * i.vat,
      total: k.total + sign * i.total,
      cost: k.cost + sign * lineCost(i),
    });
  }
  return [...kinds.values()].filter((k) => k.invoices !== 0 || k.total !== 0 || k.cost !== 0).sort((a, b) => a.kind - b.kind);
}

/** Taxable base and VAT of lines summed by a key (their rate, or their VAT key and rate). */
function byRate<R extends { vatPercent: number | null; taxableBase: number; vat: number }>(rows: R[], key: (row: R) => string): R[] {
  const groups = new Map<string, R>();
  for (const row of rows) {
    const k = key(row);
    const g = groups.get(k);
    groups.set(k, g ? { ...g, taxableBase: g.taxableBase + row.taxableBase, vat: g.vat + row.vat } : { ...row });
  }
  return [...groups.values()];
}

const byPercent = (a: { vatPercent: number | null }, b: { vatPercent: number | null }) => (a.vatPercent ?? -1) - (b.vatPercent ?? -1);

function vatByRate(entries: InvoiceEntry[]): Financial['vatByRate'] {
  const lines = entries.flatMap(({ invoice, sign }) =>
    invoice.lines.map((l) => ({ vatKey: lineVatKey(invoice.kind, l), vatPercent: l.vatPercent, taxableBase: sign * l.taxableBase, vat: sign * l.vat })),
  );
  return byRate(lines, (l) => `${l.vatKey}:${l.vatPercent}`)
    .filter((g) => g.taxableBase !== 0 || g.vat !== 0)
    .sort((a, b) => a.vatKey.localeCompare(b.vatKey) || byPercent(a, b));
}

function cashRows(scope: Scope): Financial['cash'] {
  const rows = new Map<string, Financial['cash'][number]>();
  for (const v of Object.values(books().vouchers).filter(inShops(scope))) {
    if (!within(scope, shopDay(v.createdAt))) continue;
    const key = `${v.type}:${v.category}:${v.method}`;
    const row = rows.get(key) ?? { type: v.type, category: v.category, method: v.method, vouchers: 0, amount: 0 };
    rows.set(key, { ...row, vouchers: row.vouchers + 1, amount: row.amount + v.amount });
  }
  return [...rows.values()].sort((a, b) => b.type.localeCompare(a.type) || a.category.localeCompare(b.category) || a.method.localeCompare(b.method));
}

/** A balance kept as dated changes: before the period, at its end, and the difference. */
function balance(changes: Array<{ day: string; amount: number }>, scope: Scope) {
  const start = sum(changes.filter((c) => c.day < scope.from), (c) => c.amount);
  const end = sum(changes.filter((c) => c.day <= scope.to), (c) => c.amount);
  return { start, end, change: end - start };
}

function customerDebtChanges(scope: Scope) {
  const invoices = Object.values(books().invoices).filter((i) => inShops(scope)(i) && i.customerId);
  const issued = invoices.flatMap((i) => [
    { day: shopDay(i.createdAt), amount: i.total },
    ...(i.status === InvoiceStatus.VOIDED && i.voidedAt ? [{ day: shopDay(i.voidedAt), amount: -i.total }] : []),
  ]);
  const paid = books().invoicePayments.flatMap((p) => {
    const invoice = p.invoiceId ? books().invoices[p.invoiceId] : undefined;
    return invoice?.customerId && inShops(scope)(invoice) ? [{ day: shopDay(later(p.createdAt, invoice.createdAt)), amount: -p.amount }] : [];
  });
  return [...issued, ...paid];
}

function supplierDebtChanges(scope: Scope) {
  const owed = Object.values(books().imports)
    .filter((i) => inShops(scope)(i) && i.completedAt && (i.status === ImportStatus.COMPLETED || i.status === ImportStatus.VOIDED))
    .flatMap((i) => [{ day: shopDay(i.completedAt!), amount: i.total }, ...(i.status === ImportStatus.VOIDED && i.voidedAt ? [{ day: shopDay(i.voidedAt), amount: -i.total }] : [])]);
  const paid = books().importPayments.flatMap((p) => {
    const row = books().imports[p.importId];
    return row && inShops(scope)(row) ? [{ day: shopDay(later(p.createdAt, row.completedAt ?? p.createdAt)), amount: -p.amount }] : [];
  });
  return [...owed, ...paid];
}

const stockChanges = (scope: Scope) => books().movements.filter(inShops(scope)).map((m) => ({ day: shopDay(m.createdAt), amount: m.delta * m.unitCost }));

/** The financial report of the scope's shops and days (read-financial.ts), parsed by its contract. */
export function mockFinancial(scope: Scope): Financial {
  const entries = invoiceEntries(scope);
  const kinds = byKind(entries);
  const cash = cashRows(scope);
  // a voided voucher is reversed by one of the other type in the same category: the net is what stayed
  const net = (category: string, type: string) => sum(cash.filter((c) => c.category === category), (c) => (c.type === type ? c.amount : -c.amount));
  const expenses = EXPENSE_CATEGORIES.map((category) => ({ category, amount: net(category, VoucherType.PAYMENT) })).filter((e) => e.amount !== 0);
  const otherIncome = net(VoucherCategory.OTHER_INCOME, VoucherType.RECEIPT);
  const revenue = sum(kinds, (k) => k.revenue);
  const cost = sum(kinds, (k) => k.cost);
  const grossProfit = revenue - cost;
  return financial.parse({
    byKind: kinds,
    revenue,
    discount: sum(kinds, (k) => k.discount),
    vat: sum(kinds, (k) => k.vat),
    cost,
    grossProfit,
    margin: revenue > 0 ? Math.round((grossProfit * 10_000) / revenue) / 100 : null,
    vatByRate: vatByRate(entries),
    expenses,
    otherIncome,
    netProfit: grossProfit - sum(expenses, (e) => e.amount) + otherIncome,
    cash,
    receipts: sum(cash.filter((c) => c.type === VoucherType.RECEIPT), (c) => c.amount),
    payments: sum(cash.filter((c) => c.type === VoucherType.PAYMENT), (c) => c.amount),
    customerDebt: balance(customerDebtChanges(scope), scope),
    supplierDebt: balance(supplierDebtChanges(scope), scope),
    stockValue: balance(stockChanges(scope), scope),
  });
}

/** The VAT report's rows (an issue, or a void's row with negative figures) by rate, KCT first (list-vat-invoices.ts). */
export function vatInvoiceRows(scope: Scope): VatInvoice[] {
  return invoiceEntries(scope).map(({ invoice: i, at, sign }) => {
    const rates = byRate(
      i.lines.map((l) => ({ vatPercent: l.vatPercent, taxableBase: sign * l.taxableBase, vat: sign * l.vat })),
      (l) => String(l.vatPercent),
    ).sort(byPercent);
    return {
      id: i.id,
      code: i.code,
      shopName: mockState.shops[i.shopId].name,
      createdAt: at,
      customerName: i.customerId ? (mockState.customers[i.customerId]?.name ?? null) : null,
      kind: i.kind,
      voided: sign < 0,
      byRate: rates,
      taxableBase: sum(rates, (r) => r.taxableBase),
      vat: sum(rates, (r) => r.vat),
      total: sign * i.total,
    };
  });
}
