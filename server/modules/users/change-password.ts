import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '@/lib/contracts/users';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { accountLockedFor, clearAccountFailures, recordAccountFailure } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AfterCommit } from '../../core/after-commit';
import { AppError, notFound } from '../../core/app-error';
import { endUserSessions } from '../../realtime/end-user-sessions';

/**
 * Checks the old password, stores the new one and ends every other session of the user, sockets
 * included. Wrong old
 * passwords count against the account's sign-in limit: once it is reached, even the right one is
 * refused until the lock ends.
 */
export async function changePassword(
  db: DbOrTx,
  input: { userId: string; keepTokenFamily: string; change: ChangePasswordInput; afterCommit: AfterCommit },
): Promise<void> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!row) throw notFound('errors.userNotFound');
  const lockedMs = await accountLockedFor(row.email);
  if (lockedMs > 0) throw new AppError('TooManyRequests', 'errors.tooManyPasswordAttempts', [], { minutes: Math.ceil(lockedMs / 60_000) });
  if (!(await verifyPassword(row.passwordHash, input.change.oldPassword))) {
    await recordAccountFailure(row.email);
    throw new AppError('BadRequest', 'errors.wrongOldPassword', [{ field: 'oldPassword', messages: ['errors.wrongOldPassword'] }]);
  }
  await clearAccountFailures(row.email);
  if (input.change.oldPassword === input.change.newPassword) {
    throw new AppError('BadRequest', 'errors.samePassword', [{ field: 'newPassword', messages: ['errors.samePassword'] }]);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.change.newPassword), updatedAt: sql`now()` })
    .where(eq(users.id, input.userId));
  await endUserSessions(db, { userId: input.userId, keep: input.keepTokenFamily, afterCommit: input.afterCommit });
}
