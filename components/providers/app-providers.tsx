'use client';

import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/** Client providers shared by every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider refetchOnWindowFocus>{children}</SessionProvider>;
}
