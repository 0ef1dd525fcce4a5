import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/session-user';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';

/** A staff member of this shop; another shop's is reported as missing. */
export async function findEmployee(db: DbOrTx, input: { shopId: string; employeeId: string; forUpdate?: boolean }): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, input.employeeId), eq(users.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.employeeNotFound');
  return row;
}
