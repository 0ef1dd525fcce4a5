import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';

/** A customer's invoices still owing, oldest first: what a collection settles, in its order. */
export function owedInvoices(db: DbOrTx, input: { shopId: string; customerId: string; forUpdate?: boolean }) {
  const query = db
    .select({ id: invoices.id, code: invoices.code, createdAt: invoices.createdAt, total: invoices.total, paid: invoices.paid, debt: invoices.debt })
    .from(invoices)
    .where(and(eq(invoices.shopId, input.shopId), eq(invoices.customerId, input.customerId), gt(invoices.debt, 0)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  // payments refer to the invoices by key (KEY SHARE): a NO KEY UPDATE lock does not wait for them
  return input.forUpdate ? query.for('no key update') : query;
}

/**
 * The age buckets of what is owed, as SQL sums over invoices (0–30, 31–60, 61–90, over 90 days old
 * on the shop's calendar).
 */
export function debtAgeSums(timeZone: string) {
  const age = sql`((now() at time zone ${timeZone})::date - (${invoices.createdAt} at time zone ${timeZone})::date)`;
  const bucket = (where: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${invoices.debt}) filter (where ${where}), 0)`;
  return {
    upTo30: bucket(sql`${age} <= 30`),
    upTo60: bucket(sql`${age} between 31 and 60`),
    upTo90: bucket(sql`${age} between 61 and 90`),
    over90: bucket(sql`${age} > 90`),
  };
}

export const toAges = (row: { upTo30: string | number; upTo60: string | number; upTo90: string | number; over90: string | number }) => ({
  upTo30: Number(row.upTo30),
  upTo60: Number(row.upTo60),
  upTo90: Number(row.upTo90),
  over90: Number(row.over90),
});
