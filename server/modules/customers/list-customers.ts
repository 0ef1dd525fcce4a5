import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Customer, CustomerListQuery } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { listOrder } from '../../db/sql/list-order';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
import { customerColumns, customerDebt, toCustomer } from './customer-row';

const SORT_COLUMNS = { name: [customers.nameOrder, customers.name], phone: customers.phone, createdAt: customers.createdAt };

/** The shop's customers, found by name, phone or email without regard to accents or case. */
export async function listCustomers(db: DbOrTx, input: { shopId: string; query: CustomerListQuery }): Promise<Page<Customer>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(customers.shopId, shopId)];
  if (query.search) conditions.push(idIn(customers.id, recordsMatching(shopId, SEARCH_ENTITY.customer, query.search)));
  if (query.active !== undefined) conditions.push(eq(customers.isActive, query.active));
  if (query.withDebt) conditions.push(sql`${customerDebt} > 0`);
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', customers.id);

  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { items: rows.map(toCustomer), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
