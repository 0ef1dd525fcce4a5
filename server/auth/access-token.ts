import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { authSecret, serverEnv } from '../core/env';

export interface AccessClaims {
  sub: string;
  /** refresh-token family of the sign-in that produced this token */
  fam: string;
}

// The HMAC key, imported once per secret: jose would otherwise import the raw bytes again on every
// request, an extra round trip through WebCrypto.
let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

// Tokens already verified with the current key, by their text, until they expire. A client sends
// the same token with every request for its 15 minutes, and each WebCrypto verify is a hop through
// libuv's thread pool that costs a request about 0.3 ms of waiting on a small machine. Only tokens
// whose signature held are kept, so forged ones cannot fill it.
const verified = new LRUCache<string, AccessClaims & { expiresAt: number }>({ max: 10_000 });

function key(): Promise<CryptoKey> {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) {
    const raw = createHash('sha256').update(`${secret}:access-token`).digest();
    cachedKey = { secret, key: crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
    verified.clear();
  }
  return cachedKey.key;
}

export async function signAccessToken(claims: AccessClaims): Promise<{ token: string; expiry: number }> {
  const ttl = serverEnv().ACCESS_TOKEN_TTL_SECONDS;
  const expiry = Date.now() + ttl * 1000;
  const token = await new SignJWT({ fam: claims.fam, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiry / 1000))
    .sign(await key());
  return { token, expiry };
}

/** The claims of a valid access token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(token: string | null | undefined): Promise<AccessClaims | null> {
  if (!token) return null;
  const signingKey = key();
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { sub: known.sub, fam: known.fam };
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await signingKey, { algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = { sub: payload.sub, fam: payload.fam };
    verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}
