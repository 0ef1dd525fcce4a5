import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { Db } from '../db/client';
import { shops } from '../db/schema/shops';
import { users } from '../db/schema/users';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearAccountFailures, recordSignInFailure, signInBlocked } from './rate-limit';
import { type BackendTokens, issueTokens } from './refresh-tokens';
import { toSessionUser } from './session-user';
import { recordAuditEntry } from '../db/sql/record-audit-entry';

/**
 * next-auth reports the message of an error thrown by authorize() as `?error=<message>`.
 * ServiceUnavailable: the database is unreachable; SignInFailed: anything else unexpected.
 */
export type SignInFailure = 'CredentialsSignin' | 'TooManyAttempts' | 'AccountDisabled' | 'ServiceUnavailable' | 'SignInFailed';

export class SignInError extends Error {
  constructor(readonly code: SignInFailure) {
    super(code);
  }
}

export interface Credentials {
  email: string;
  password: string;
  ip: string;
}

export async function authenticate(db: Db, { email, password, ip }: Credentials): Promise<{ user: SessionUser; backendTokens: BackendTokens }> {
  const key = email.trim().toLowerCase();
  if (await signInBlocked(key, ip)) throw await failed(db, { email: key, ip }, 'TooManyAttempts');

  const [found] = await db
    .select({ user: users, shopLocked: shops.isLocked })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(sql`lower(${users.email})`, key))
    .limit(1);

  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    await recordSignInFailure(key, ip);
    throw await failed(db, { email: key, ip, user: found?.user }, 'CredentialsSignin');
  }
  if (!found.user.isActive || found.shopLocked) throw await failed(db, { email: key, ip, user: found.user }, 'AccountDisabled');

  await clearAccountFailures(key);
  const backendTokens = await db.transaction(async (tx) => {
    await recordAuditEntry(tx, { ...actor(found.user, ip), action: 'sign_in', entityType: 'session', entityId: found.user.id, entityLabel: found.user.email, operation: 'sign-in' });
    return issueTokens(tx, found.user.id);
  });
  return { user: toSessionUser(found.user), backendTokens };
}

type UserRow = typeof users.$inferSelect;

const actor = (user: UserRow | undefined, ip: string) => ({
  userId: user?.id ?? null,
  userName: user?.name ?? null,
  role: user?.role ?? null,
  shopId: user?.shopId ?? null,
  ip,
});

/** Logs a refused sign-in under the account it named, when there is one, with the address it came from. */
async function failed(db: Db, attempt: { email: string; ip: string; user?: UserRow }, code: SignInFailure): Promise<SignInError> {
  await recordAuditEntry(db, {
    ...actor(attempt.user, attempt.ip),
    action: 'sign_in_failed',
    entityType: 'session',
    entityId: attempt.user?.id ?? null,
    entityLabel: attempt.email,
    changes: { reason: { from: null, to: code } },
    operation: 'sign-in',
  });
  return new SignInError(code);
}
