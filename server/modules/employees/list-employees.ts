import { eq } from 'drizzle-orm';
import type { Employee, EmployeeListQuery } from '@/lib/contracts/employees';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { byNameEmailOrPhone, USER_SORT_COLUMNS } from '../users/user-search';
import { toEmployeeResponse } from './to-employee-response';

/** The shop's staff, searched by name, phone or email without regard to accents or case. */
export async function listEmployees(db: DbOrTx, input: { shopId: string; query: EmployeeListQuery }): Promise<Page<Employee>> {
  const { shopId, query } = input;
  const plan = listPlan({
    table: users,
    shopId,
    query,
    sortColumns: USER_SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters: [query.role ? eq(users.role, query.role) : undefined, query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active')],
    search: { where: byNameEmailOrPhone },
  });
  return readPage(db, plan, query, db.select().from(users).$dynamic(), toEmployeeResponse);
}
