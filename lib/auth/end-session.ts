import { signOut } from 'next-auth/react';

/** An expired session anywhere: sign out and come back here after signing in again. */
export function endSession(locale: string): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const signIn = `/${locale}/sign-in?callbackUrl=${encodeURIComponent(here)}&error=SessionRequired`;
  void signOut({ callbackUrl: signIn });
}
