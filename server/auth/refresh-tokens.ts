import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { refreshTokens } from '../db/schema/refresh-tokens';
import { serverEnv } from '../core/env';
import { AppError } from '../core/app-error';
import { signAccessToken } from './access-token';

export interface BackendTokens {
  accessToken: string;
  refreshToken: string;
  /** epoch milliseconds at which the access token expires */
  expiry: number;
}

// Two requests refreshing the same token at once (two tabs) both succeed within this window.
const ROTATION_GRACE_MS = 30_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues an access token and a new refresh token in the given (or a new) family. */
export async function issueTokens(db: DbOrTx, userId: string, familyId: string = randomUUID()): Promise<BackendTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  const days = serverEnv().REFRESH_TOKEN_TTL_DAYS;
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  const { token, expiry } = await signAccessToken({ sub: userId, fam: familyId });
  return { accessToken: token, refreshToken, expiry };
}

const invalid = () => new AppError('Unauthorized', 'errors.invalidRefreshToken');

/**
 * Exchanges a refresh token for a new pair. Reuse of an old token revokes its whole family (the
 * sign-in it belongs to) and reports it, so the caller can end that sign-in's sockets as a sign-out would.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  refreshToken: string,
  onRevoked?: (familyId: string) => void | Promise<void>,
): Promise<{ userId: string; tokens: BackendTokens }> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();

  if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
    // Not in a transaction of its caller: the revocation must stick although the call fails.
    await revokeFamily(db, row.familyId);
    await onRevoked?.(row.familyId);
    throw invalid();
  }
  if (!row.rotatedAt) {
    await db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)));
  }
  return { userId: row.userId, tokens: await issueTokens(db, row.userId, row.familyId) };
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family (one sign-in) of a refresh token; its id, or null for an unknown token. */
export async function revokeByToken(db: DbOrTx, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.familyId;
}

/** Revokes every live refresh token of a user, except the family of the current session. */
export async function revokeUserTokens(db: DbOrTx, userId: string, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(...conditions));
}
