import { and, eq, ne, sql } from 'drizzle-orm';
import { profileChanges, type UpdateMeInput, type UserResponse } from '@/lib/contracts/users';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../core/app-error';
import { toUserResponse } from './to-user-response';

export async function updateMe(db: DbOrTx, input: { userId: string; changes: UpdateMeInput }): Promise<UserResponse> {
  const { userId, changes } = input;
  if (changes.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, changes.email.toLowerCase()), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict('email', 'errors.emailTaken');
  }
  const [row] = await db
    .update(users)
    .set({ ...profileChanges(changes), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('errors.userNotFound');
  return toUserResponse(row);
}
