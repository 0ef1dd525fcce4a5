import { and, eq, gt, sql } from 'drizzle-orm';
import type { Customer } from '@/lib/contracts/customers';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { pets } from '../../db/schema/pets';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * What a customer owes in đồng (DESIGN §6: derived, never typed in): the debts of their standing
 * invoices, read through the (shop, customer) index of the invoices that owe.
 */
export const customerDebt = sql<number>`(select coalesce(sum(${invoices.debt}), 0)::bigint from ${invoices} where ${and(eq(invoices.shopId, customers.shopId), eq(invoices.customerId, customers.id), gt(invoices.debt, 0))})`;

/** What a customer shows of its row (not the search and order keys kept beside it). */
const shownColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  address: customers.address,
  email: customers.email,
  note: customers.note,
  isActive: customers.isActive,
  credit: customers.credit,
  createdAt: customers.createdAt,
};

/** The columns of a customer as the API shows it: its active pets counted, its debt. */
export const customerColumns = {
  customer: shownColumns,
  // the shop too, so that the (shop, customer) index of pets answers it
  petsCount: sql<number>`(select count(*)::int from ${pets} where ${and(eq(pets.shopId, customers.shopId), eq(pets.customerId, customers.id), eq(pets.isActive, true))})`,
  debt: customerDebt,
};

export function toCustomer(row: { customer: Pick<CustomerRow, keyof typeof shownColumns>; petsCount: number; debt: number }): Customer {
  const c = row.customer;
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    address: c.address,
    email: c.email,
    note: c.note,
    isActive: c.isActive,
    petsCount: Number(row.petsCount),
    debt: Number(row.debt),
    credit: c.credit,
    createdAt: c.createdAt.toISOString(),
  };
}
