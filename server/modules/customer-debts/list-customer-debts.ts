import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { CustomerDebtListQuery, CustomerDebtPage } from '@/lib/contracts/customer-debts';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { readAll } from '../../db/sql/read-snapshot';
import { debtAgeSums, toAges } from './owed-invoices';

/**
 * Who owes the shop (DESIGN §6: derived from issued invoices, never typed in), most owed first:
 * the debt, how many invoices are open and since when, and how old it is. By default only
 * customers who owe; `owing=false` lists them all.
 */
export async function listCustomerDebts(db: DbOrTx, input: { shopId: string; timeZone: string; query: CustomerDebtListQuery }): Promise<CustomerDebtPage> {
  const { shopId, query } = input;
  const ages = debtAgeSums(input.timeZone);
  const open = db
    .select({
      customerId: invoices.customerId,
      debt: sql<string>`sum(${invoices.debt})`.as('debt'),
      openInvoices: sql<number>`count(*)::int`.as('open_invoices'),
      oldest: sql<Date>`min(${invoices.createdAt})`.as('oldest'),
      upTo30: ages.upTo30.as('up_to_30'),
      upTo60: ages.upTo60.as('up_to_60'),
      upTo90: ages.upTo90.as('up_to_90'),
      over90: ages.over90.as('over_90'),
    })
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), sql`${invoices.debt} > 0`))
    .groupBy(invoices.customerId)
    .as('open');
  const text = query.search;
  const phoneDigits = /^[\d\s.+-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const where = and(
    eq(customers.shopId, shopId),
    (query.owing ?? true) ? sql`${open.debt} > 0` : undefined,
    text ? or(sql`${foldSql(customers.name)} like ${containsPattern(text)}`, phoneDigits ? sql`${customers.phone} like ${`%${phoneDigits}%`}` : undefined) : undefined,
  );
  const debt = sql`coalesce(${open.debt}, 0)`;
  const dir = query.sort?.dir ?? 'desc';
  const by = (column: unknown) => (dir === 'asc' ? asc(column as never) : desc(column as never));
  const order = query.sort?.field === 'name' ? [by(customers.nameOrder), by(customers.name)] : query.sort?.field === 'oldest' ? [sql`${open.oldest} ${sql.raw(dir)} nulls last`] : [by(debt)];
  const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;
  const [rows, [totals]] = await readAll(db, [
    () =>
      db
        .select({
          customer: { id: customers.id, name: customers.name, phone: customers.phone },
          debt: open.debt,
          openInvoices: open.openInvoices,
          oldest: open.oldest,
          upTo30: open.upTo30,
          upTo60: open.upTo60,
          upTo90: open.upTo90,
          over90: open.over90,
        })
        .from(customers)
        .leftJoin(open, eq(open.customerId, customers.id))
        .where(where)
        .orderBy(...order, asc(customers.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () =>
      db
        .select({ n: sql<number>`count(*)::int`, total: sum(open.debt), upTo30: sum(open.upTo30), upTo60: sum(open.upTo60), upTo90: sum(open.upTo90), over90: sum(open.over90) })
        .from(customers)
        .leftJoin(open, eq(open.customerId, customers.id))
        .where(where),
  ]);
  return {
    items: rows.map(({ customer, ...o }) => ({
      id: customer.id,
      customer,
      debt: Number(o.debt ?? 0),
      openInvoices: Number(o.openInvoices ?? 0),
      oldestUnpaidAt: o.oldest ? new Date(o.oldest).toISOString() : null,
      ages: toAges({ upTo30: o.upTo30 ?? 0, upTo60: o.upTo60 ?? 0, upTo90: o.upTo90 ?? 0, over90: o.over90 ?? 0 }),
    })),
    total: Number(totals.n),
    totalDebt: Number(totals.total),
    ages: toAges(totals),
    page: query.page,
    limit: query.limit,
  };
}
