import { eq, type SQL, sql } from 'drizzle-orm';
import type { Customer, CustomerListQuery } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { catalogueListPlan } from '../../db/sql/catalogue-list';
import { SEARCH_ENTITY } from '../../db/sql/search';
import { customerColumns, customerDebt, toCustomer } from './customer-row';

const SORT_COLUMNS = { name: [customers.nameOrder, customers.name], phone: customers.phone, createdAt: customers.createdAt };

/** The shop's customers, found by name, phone or email without regard to accents or case. */
export async function listCustomers(db: DbOrTx, input: { shopId: string; query: CustomerListQuery }): Promise<Page<Customer>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(customers.isActive, query.active));
  if (query.withDebt) filters.push(sql`${customerDebt} > 0`);
  const plan = catalogueListPlan({ table: customers, entity: SEARCH_ENTITY.customer, shopId, query, sortColumns: SORT_COLUMNS, filters });

  const [rows, total] = await Promise.all([
    db.select(customerColumns).from(customers).where(plan.where).orderBy(...plan.order).limit(query.limit).offset(plan.offset),
    plan.total(db),
  ]);
  return { items: rows.map(toCustomer), total, page: query.page, limit: query.limit };
}
