import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { InvoiceListQuery, InvoicePage } from '@/lib/contracts/invoice-views';
import { InvoiceStatus } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { containsLiteral, containsPattern, foldSql } from '../../db/sql/fold';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { selectInvoices, toInvoiceSummary } from './invoice-select';

const SORT_COLUMNS = { createdAt: invoices.createdAt, code: invoices.code, total: invoices.total, debt: invoices.debt };

/**
 * The sales history (issue 18): every invoice of a period, newest first, by kind, status, staff,
 * customer and payment method; found by its code or its customer's name or phone; with the sums
 * of all it holds — a voided invoice counts nothing.
 */
export function listInvoices(db: DbOrTx, input: { shopId: string; timeZone: string; query: InvoiceListQuery }): Promise<InvoicePage> {
  const { query } = input;
  const plan = listPlan({
    table: invoices,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [
      query.kind ? eq(invoices.kind, query.kind) : undefined,
      query.status ? eq(invoices.status, query.status) : undefined,
      query.createdBy ? eq(invoices.createdBy, query.createdBy) : undefined,
      query.customerId ? eq(invoices.customerId, query.customerId) : undefined,
      query.method
        ? exists(db.select({ one: sql`1` }).from(invoicePayments).where(and(eq(invoicePayments.invoiceId, invoices.id), eq(invoicePayments.method, query.method))))
        : undefined,
    ],
    search: {
      where: (text) =>
        or(
          sql`${invoices.code} ilike ${containsLiteral(text)}`,
          exists(
            db
              .select({ one: sql`1` })
              .from(customers)
              .where(and(eq(customers.id, invoices.customerId), or(sql`${foldSql(customers.name)} like ${containsPattern(text)}`, sql`${customers.phone} like ${containsLiteral(text)}`))),
          ),
        )!,
    },
    days: { column: invoices.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
    summed: true,
  });
  return readSnapshot(db, async (tx) => {
    const page = await readPage(tx, plan, query, selectInvoices(tx), toInvoiceSummary);
    const standing = sql`${invoices.status} <> ${InvoiceStatus.VOIDED}`;
    const [sums] = await tx
      .select({
        total: sql<string>`coalesce(sum(${invoices.total}) filter (where ${standing}), 0)`,
        paid: sql<string>`coalesce(sum(${invoices.paid}) filter (where ${standing}), 0)`,
        debt: sql<string>`coalesce(sum(${invoices.debt}), 0)`,
      })
      .from(invoices)
      .where(plan.where);
    return { ...page, sums: { total: Number(sums.total), paid: Number(sums.paid), debt: Number(sums.debt) } };
  });
}
