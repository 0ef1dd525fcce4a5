import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceSummary } from '@/lib/contracts/invoice-views';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';

const voider = alias(users, 'voider');

/** Invoices with their customer, activity, who issued them and who voided them. */
export const selectInvoices = (db: DbOrTx) =>
  db
    .select({
      invoice: getTableColumns(invoices),
      customer: { id: customers.id, name: customers.name, phone: customers.phone },
      activity: { id: activities.id, code: activities.code },
      createdBy: { id: users.id, name: users.name },
      voidedBy: { id: voider.id, name: voider.name },
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.createdBy))
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(activities, eq(activities.id, invoices.activityId))
    .leftJoin(voider, eq(voider.id, invoices.voidedBy))
    .$dynamic();

export type SelectedInvoice = Awaited<ReturnType<typeof selectInvoices>>[number];

export function toInvoiceSummary({ invoice: i, customer, activity, createdBy, voidedBy }: SelectedInvoice): InvoiceSummary {
  return {
    id: i.id,
    code: i.code,
    kind: i.kind,
    status: i.status,
    customer: customer?.id ? customer : null,
    activity: activity?.id ? activity : null,
    subtotal: i.subtotal,
    discount: i.discount,
    vat: i.vat,
    total: i.total,
    paid: i.paid,
    debt: i.debt,
    createdAt: i.createdAt.toISOString(),
    createdBy,
    voidedAt: i.voidedAt?.toISOString() ?? null,
    voidedBy: voidedBy?.id ? voidedBy : null,
    voidReason: i.voidReason,
  };
}
