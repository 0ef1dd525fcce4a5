import { and, eq, sql } from 'drizzle-orm';
import type { CashSummary, CashSummaryQuery } from '@/lib/contracts/cash-vouchers';
import { PAYMENT_METHODS } from '@/lib/enums/cash';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { withinShopDays } from '../../db/sql/shop-days';

/**
 * The cash book's balances of a period, per method (the drawer's cash, the bank's transfers and
 * cards) and in all: what there was before its first day, what came in and went out during it, and
 * what there was at the end of its last. Every voucher counts, reversals included (DESIGN §6: a
 * void is a new row), so the balance of a closed period never changes.
 */
export async function getCashSummary(db: DbOrTx, input: { shopId: string; timeZone: string; query: CashSummaryQuery }): Promise<CashSummary> {
  const { from, to } = input.query;
  const range = { from, to, timeZone: input.timeZone };
  const before = from ? withinShopDays(cashVouchers.createdAt, { to: previousDay(from), timeZone: input.timeZone }) : [sql`false`];
  const during = withinShopDays(cashVouchers.createdAt, range);
  const signed = sql`case when ${cashVouchers.type} = 'RECEIPT' then ${cashVouchers.amount} else -${cashVouchers.amount} end`;
  const rows = await db
    .select({
      method: cashVouchers.method,
      opening: sql<string>`coalesce(sum(${signed}) filter (where ${and(...before)}), 0)`,
      totalIn: sql<string>`coalesce(sum(${cashVouchers.amount}) filter (where ${cashVouchers.type} = 'RECEIPT' and ${and(sql`true`, ...during)}), 0)`,
      totalOut: sql<string>`coalesce(sum(${cashVouchers.amount}) filter (where ${cashVouchers.type} = 'PAYMENT' and ${and(sql`true`, ...during)}), 0)`,
    })
    .from(cashVouchers)
    .where(and(eq(cashVouchers.shopId, input.shopId), ...(to ? withinShopDays(cashVouchers.createdAt, { to, timeZone: input.timeZone }) : [])))
    .groupBy(cashVouchers.method);
  const methods = PAYMENT_METHODS.map((method) => {
    const row = rows.find((r) => r.method === method);
    const opening = Number(row?.opening ?? 0);
    const totalIn = Number(row?.totalIn ?? 0);
    const totalOut = Number(row?.totalOut ?? 0);
    return { method, opening, totalIn, totalOut, closing: opening + totalIn - totalOut };
  });
  const sum = (key: 'opening' | 'totalIn' | 'totalOut' | 'closing') => methods.reduce((s, m) => s + m[key], 0);
  return { opening: sum('opening'), totalIn: sum('totalIn'), totalOut: sum('totalOut'), closing: sum('closing'), methods };
}

/** The day before a YYYY-MM-DD day. */
function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
