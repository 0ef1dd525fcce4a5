import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Employee, EmployeeListQuery } from '@/lib/contracts/employees';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { listOrder } from '../../db/sql/list-order';
import { toEmployeeResponse } from './to-employee-response';

const SORT_COLUMNS = { name: [users.nameOrder, users.name], email: users.email, role: users.role, createdAt: users.createdAt };

/** The shop's staff, searched by name, phone or email without regard to accents or case. */
export async function listEmployees(db: DbOrTx, input: { shopId: string; query: EmployeeListQuery }): Promise<Page<Employee>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(users.shopId, shopId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${foldSql(users.name)} like ${pattern}`,
        sql`${foldSql(users.email)} like ${pattern}`,
        sql`coalesce(${users.phoneNumber}, '') like ${pattern}`,
      )!,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status !== 'all') conditions.push(eq(users.isActive, query.status === 'active'));
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', users.id);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toEmployeeResponse), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
