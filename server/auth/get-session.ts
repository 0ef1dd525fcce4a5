import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { authOptions } from './next-auth-options';

/**
 * The next-auth session of the current request, or null (also when its refresh failed). Cached per
 * request: the root layout, the area layouts and the page all ask for it.
 */
export const getSession = cache(async (): Promise<Session | null> => {
  // Reading the cookies first marks the page as rendered per request (never at build time).
  await cookies();
  const session = await getServerSession(authOptions());
  return session && !session.error ? session : null;
});
