import { eq, type SQL, sql } from 'drizzle-orm';
import type { Customer, CustomerListQuery } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { customerColumns, customerDebt, toCustomer } from './customer-row';

const SORT_COLUMNS = { name: [customers.nameOrder, customers.name], phone: customers.phone, createdAt: customers.createdAt };

/** The shop's customers, found by name, phone or email without regard to accents or case. */
export async function listCustomers(db: DbOrTx, input: { shopId: string; query: CustomerListQuery }): Promise<Page<Customer>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(customers.isActive, query.active));
  if (query.withDebt) filters.push(sql`${customerDebt} > 0`);
  const plan = listPlan({
    table: customers,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters,
    search: { terms: 'customer', name: customers.name },
  });

  return readPage(db, plan, query, db.select(customerColumns).from(customers).$dynamic(), toCustomer);
}
