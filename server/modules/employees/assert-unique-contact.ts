import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { conflict } from '../../core/app-error';

/** Email is unique across accounts (it signs in); a phone is unique among the shop's staff. */
export async function assertUniqueContact(db: DbOrTx, input: { shopId: string; email: string; phoneNumber: string; exceptUserId?: string }): Promise<void> {
  const others = input.exceptUserId ? ne(users.id, input.exceptUserId) : undefined;
  const [emailTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), others))
    .limit(1);
  if (emailTaken) throw conflict('email', 'errors.emailTaken');
  const [phoneTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shopId, input.shopId), eq(users.phoneNumber, input.phoneNumber), others))
    .limit(1);
  if (phoneTaken) throw conflict('phoneNumber', 'errors.phoneTaken');
}
