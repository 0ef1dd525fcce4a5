import { parse as parseCookies } from 'cookie';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import type { SessionUser } from '@/lib/contracts/session';
import { bearerToken, verifyAccessToken } from '../auth/access-token';
import { findActiveUser, toSessionUser, type UserRow } from '../auth/session-user';
import type { DbOrTx } from '../db/client';
import { authSecret } from '../env';
import { unauthorized } from './app-error';

export interface AuthContext {
  user: SessionUser;
  row: UserRow;
  /** refresh-token family of the sign-in behind this token */
  tokenFamily: string;
}

async function accessTokenOf(req: Request, allowSessionCookie: boolean): Promise<string | null> {
  const fromHeader = bearerToken(req.headers.get('authorization'));
  if (fromHeader || !allowSessionCookie) return fromHeader;
  // <img src> cannot send a bearer token: read the one inside the next-auth session cookie.
  // getToken reads `cookies` as Next.js requests carry them; a plain Request gets them parsed here.
  const cookies = parseCookies(req.headers.get('cookie') ?? '');
  const token = await getToken({ req: { headers: req.headers, cookies } as unknown as NextRequest, secret: authSecret() });
  return token?.backendTokens?.accessToken ?? null;
}

export async function resolveUser(db: DbOrTx, req: Request, allowSessionCookie = false): Promise<AuthContext> {
  const claims = await verifyAccessToken(await accessTokenOf(req, allowSessionCookie));
  if (!claims) throw unauthorized();
  const row = await findActiveUser(db, claims.sub);
  if (!row) throw unauthorized();
  return { user: toSessionUser(row), row, tokenFamily: claims.fam };
}
