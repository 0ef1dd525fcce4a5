// Access tokens as the mock API reads them. Under `npm run dev:mock` the token is the real JWT the
// server signed at sign-in; tests use an unsigned token of the same shape. Either way the mock only
// reads the subject: checking signatures is the real server's job (tests/api).

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped access token for a user (tests). */
export function mockAccessToken(userId: string): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: userId, typ: 'access' }));
  return `${header}.${payload}.mock`;
}

/** The `sub` of a JWT-shaped bearer token, or null. */
export function tokenSubject(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]*)$/i);
  if (!match) return null;
  try {
    const json = atob(match[2].replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
