import { sql } from 'drizzle-orm';
import type { Financial } from '@/lib/contracts/reports';
import { VoucherCategory, VoucherType } from '@/lib/enums/cash';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/sql/execute-rows';
import { before, inScope, num, type ReportScope } from './report-scope';

type Row = Record<string, unknown>;

/** The cash book's categories that are the shop's running costs (goods bought are its cost of goods). */
export const EXPENSE_CATEGORIES: readonly string[] = [VoucherCategory.SALARY, VoucherCategory.RENT, VoucherCategory.UTILITIES, VoucherCategory.OTHER_EXPENSE];

/** A balance kept as daily changes: what it was before the period, at its end, and the difference — in one pass over the days up to the end. */
async function balance(db: DbOrTx, scope: ReportScope, table: 'report_debts' | 'report_stock', column: string, where = sql``) {
  const change = sql.raw(`r.${column}`);
  const [row] = await executeRows<Row>(
    db,
    sql`select coalesce(sum(${change}) filter (where r.day < ${scope.from}::date), 0) as start, coalesce(sum(${change}), 0) as "end"
      from ${sql.raw(table)} r where ${before('r', scope, scope.to, true)} ${where}`,
  );
  const start = num(row.start);
  const end = num(row.end);
  return { start, end, change: end - start };
}

/** The financial report of a scope (issue "Reports" §2): results, VAT, the cash book, debts, stock. */
export async function readFinancial(db: DbOrTx, scope: ReportScope): Promise<Financial> {
  const kinds = await executeRows<Row>(
    db,
    sql`select r.kind, sum(r.invoices) as invoices, sum(r.subtotal) as subtotal, sum(r.discount) as discount, sum(r.vat) as vat, sum(r.total) as total, sum(r.cost) as cost
      from report_sales r where ${inScope('r', scope)} group by r.kind order by r.kind`,
  );
  const byKind = kinds
    .map((r) => ({ kind: num(r.kind), invoices: num(r.invoices), subtotal: num(r.subtotal), discount: num(r.discount), revenue: num(r.subtotal) - num(r.discount), vat: num(r.vat), total: num(r.total), cost: num(r.cost) }))
    .filter((k) => k.invoices !== 0 || k.total !== 0 || k.cost !== 0);
  const vatRows = await executeRows<Row>(
    db,
    sql`select r.vat_key, r.vat_percent, sum(r.taxable_base) as base, sum(r.vat) as vat from report_vat r where ${inScope('r', scope)}
      group by r.vat_key, r.vat_percent having sum(r.taxable_base) <> 0 or sum(r.vat) <> 0 order by r.vat_key, r.vat_percent nulls first`,
  );
  const cashRows = await executeRows<Row>(
    db,
    sql`select r.type, r.category, r.method, sum(r.vouchers) as vouchers, sum(r.amount) as amount from report_cash r where ${inScope('r', scope)}
      group by r.type, r.category, r.method order by r.type desc, r.category, r.method`,
  );
  const cash = cashRows.map((r) => ({ type: String(r.type), category: String(r.category), method: String(r.method), vouchers: num(r.vouchers), amount: num(r.amount) }));
  // a voided voucher is reversed by one of the other type in the same category: the net is what stayed
  const net = (category: string, type: string) => cash.filter((c) => c.category === category).reduce((s, c) => s + (c.type === type ? c.amount : -c.amount), 0);
  const expenses = EXPENSE_CATEGORIES.map((category) => ({ category, amount: net(category, VoucherType.PAYMENT) })).filter((e) => e.amount !== 0);
  const otherIncome = net(VoucherCategory.OTHER_INCOME, VoucherType.RECEIPT);

  const sum = (pick: (k: (typeof byKind)[number]) => number) => byKind.reduce((s, k) => s + pick(k), 0);
  const revenue = sum((k) => k.revenue);
  const cost = sum((k) => k.cost);
  const grossProfit = revenue - cost;
  return {
    byKind,
    revenue,
    discount: sum((k) => k.discount),
    vat: sum((k) => k.vat),
    cost,
    grossProfit,
    margin: revenue > 0 ? Math.round((grossProfit * 10_000) / revenue) / 100 : null,
    vatByRate: vatRows.map((r) => ({ vatKey: String(r.vat_key), vatPercent: r.vat_percent === null ? null : Number(r.vat_percent), taxableBase: num(r.base), vat: num(r.vat) })),
    expenses,
    otherIncome,
    netProfit: grossProfit - expenses.reduce((s, e) => s + e.amount, 0) + otherIncome,
    cash,
    receipts: cash.filter((c) => c.type === VoucherType.RECEIPT).reduce((s, c) => s + c.amount, 0),
    payments: cash.filter((c) => c.type === VoucherType.PAYMENT).reduce((s, c) => s + c.amount, 0),
    customerDebt: await balance(db, scope, 'report_debts', 'change', sql`and r.party = 'customer'`),
    supplierDebt: await balance(db, scope, 'report_debts', 'change', sql`and r.party = 'supplier'`),
    stockValue: await balance(db, scope, 'report_stock', 'value'),
  };
}
