import { eq, sql } from 'drizzle-orm';
import type { Employee } from '@/lib/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { findInShop } from '../../db/sql/find-in-shop';
import type { AfterCommit } from '../../core/after-commit';
import { AppError } from '../../core/app-error';
import { endUserSessions } from '../../realtime/end-user-sessions';
import { assertKeepsShopAdmin } from './assert-keeps-shop-admin';
import { toEmployeeResponse } from './to-employee-response';

/** Deactivates or reactivates a staff member; a deactivated one can neither sign in, use a token nor keep a socket. */
export async function setEmployeeStatus(
  db: DbOrTx,
  input: { shopId: string; actorId: string; employeeId: string; isActive: boolean; afterCommit: AfterCommit },
): Promise<Employee> {
  const { shopId, actorId, employeeId, isActive } = input;
  if (!isActive && actorId === employeeId) throw new AppError('Conflict', 'errors.cannotDeactivateSelf');
  const current = await findInShop(db, users, { shopId, id: employeeId, forUpdate: true }, 'errors.employeeNotFound');
  await assertKeepsShopAdmin(db, current, { isActive });
  const [row] = await db.update(users).set({ isActive, updatedAt: sql`now()` }).where(eq(users.id, employeeId)).returning();
  if (!isActive) {
    await endUserSessions(db, { userId: employeeId, afterCommit: input.afterCommit });
  }
  return toEmployeeResponse(row);
}
