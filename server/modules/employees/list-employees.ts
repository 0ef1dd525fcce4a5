import { eq, or, sql } from 'drizzle-orm';
import type { Employee, EmployeeListQuery } from '@/lib/contracts/employees';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { toEmployeeResponse } from './to-employee-response';

const SORT_COLUMNS = { name: [users.nameOrder, users.name], email: users.email, role: users.role, createdAt: users.createdAt };

// A shop has a handful of staff: a folded LIKE over name, email and phone is quick enough.
const byNameEmailOrPhone = (search: string) => {
  const pattern = containsPattern(search);
  return or(sql`${foldSql(users.name)} like ${pattern}`, sql`${foldSql(users.email)} like ${pattern}`, sql`coalesce(${users.phoneNumber}, '') like ${pattern}`)!;
};

/** The shop's staff, searched by name, phone or email without regard to accents or case. */
export async function listEmployees(db: DbOrTx, input: { shopId: string; query: EmployeeListQuery }): Promise<Page<Employee>> {
  const { shopId, query } = input;
  const plan = listPlan({
    table: users,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters: [query.role ? eq(users.role, query.role) : undefined, query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active')],
    search: { where: byNameEmailOrPhone },
  });
  return readPage(db, plan, query, (page) => db.select().from(users).where(page.where).orderBy(...page.order).limit(page.limit).offset(page.offset), toEmployeeResponse);
}
