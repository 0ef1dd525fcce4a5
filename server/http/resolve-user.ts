import { parse as parseCookies } from 'cookie';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import type { SessionUser } from '@/lib/contracts/session';
import { bearerToken, verifyAccessToken } from '../auth/access-token';
import { findActiveUser, findActiveUserInShop, toSessionUser, type UserRow } from '../auth/session-user';
import type { DbOrTx } from '../db/client';
import type { ShopRow } from '../auth/shop-access';
import { authSecret } from '../core/env';
import { unauthorized } from '../core/app-error';

export interface AuthContext {
  user: SessionUser;
  row: UserRow;
  /** refresh-token family of the sign-in behind this token */
  tokenFamily: string;
  /** the shop asked for, when this user may work in it */
  shop: ShopRow | null;
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

/**
 * The signed-in user behind the request's token (401 without one who may act) and, when `shopId`
 * is given, the shop of that id if they may work in it, read in the same statement.
 */
export async function resolveUser(db: DbOrTx, req: Request, options: { allowSessionCookie?: boolean; shopId?: string } = {}): Promise<AuthContext> {
  const claims = await verifyAccessToken(await accessTokenOf(req, options.allowSessionCookie ?? false));
  if (!claims) throw unauthorized();
  const found = options.shopId
    ? await findActiveUserInShop(db, claims.sub, options.shopId)
    : await findActiveUser(db, claims.sub).then((user) => user && { user, shop: null });
  if (!found) throw unauthorized();
  return { user: toSessionUser(found.user), row: found.user, tokenFamily: claims.fam, shop: found.shop };
}
