import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { cookies } from 'next/headers';
import { authOptions } from './next-auth-options';

/** The next-auth session of the current request, or null (also when its refresh failed). */
export async function getSession(): Promise<Session | null> {
  // Reading the cookies first marks the page as rendered per request (never at build time).
  await cookies();
  const session = await getServerSession(authOptions());
  return session && !session.error ? session : null;
}
