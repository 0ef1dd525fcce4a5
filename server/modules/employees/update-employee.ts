import { eq, sql } from 'drizzle-orm';
import type { Employee, UpdateEmployeeInput } from '@/lib/contracts/employees';
import { hashPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { findInShop } from '../../db/sql/find-in-shop';
import type { AfterCommit } from '../../core/after-commit';
import { endUserSessions } from '../../realtime/end-user-sessions';
import { assertKeepsShopAdmin } from './assert-keeps-shop-admin';
import { assertUniqueContact } from './assert-unique-contact';
import { toEmployeeResponse } from './to-employee-response';

/** Edits a staff member; a new password (a reset) ends their sessions and their sockets. */
export async function updateEmployee(
  db: DbOrTx,
  input: { shopId: string; employeeId: string; changes: UpdateEmployeeInput; afterCommit: AfterCommit },
): Promise<Employee> {
  const { shopId, employeeId, changes } = input;
  const current = await findInShop(db, users, { shopId, id: employeeId, forUpdate: true }, 'errors.employeeNotFound');
  await assertKeepsShopAdmin(db, current, { role: changes.role });
  await assertUniqueContact(db, { shopId, email: changes.email, phoneNumber: changes.phoneNumber, exceptUserId: employeeId });
  const [row] = await db
    .update(users)
    .set({
      role: changes.role,
      name: changes.name,
      email: changes.email,
      phoneNumber: changes.phoneNumber,
      address: changes.address,
      gender: changes.gender,
      bankName: changes.bankName,
      bankBranch: changes.bankBranch,
      accountNumber: changes.accountNumber,
      accountName: changes.accountName,
      ...(changes.password ? { passwordHash: await hashPassword(changes.password) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, employeeId))
    .returning();
  if (changes.password) {
    await endUserSessions(db, { userId: employeeId, afterCommit: input.afterCommit });
  }
  return toEmployeeResponse(row);
}
