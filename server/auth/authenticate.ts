import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { Db } from '../db/client';
import { shops } from '../db/schema/shops';
import { users } from '../db/schema/users';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearAccountFailures, recordSignInFailure, signInBlocked } from './rate-limit';
import { type BackendTokens, issueTokens } from './refresh-tokens';
import { toSessionUser } from './session-user';

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
  if (await signInBlocked(key, ip)) throw new SignInError('TooManyAttempts');

  const [found] = await db
    .select({ user: users, shopLocked: shops.isLocked })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(sql`lower(${users.email})`, key))
    .limit(1);

  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    await recordSignInFailure(key, ip);
    throw new SignInError('CredentialsSignin');
  }
  if (!found.user.isActive || found.shopLocked) throw new SignInError('AccountDisabled');

  await clearAccountFailures(key);
  const backendTokens = await issueTokens(db, found.user.id);
  return { user: toSessionUser(found.user), backendTokens };
}
