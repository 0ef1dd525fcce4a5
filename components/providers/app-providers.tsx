'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { lazy, type ReactNode, Suspense } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { ApiSessionBridge } from './api-session-bridge';
import { AppToasts } from './app-toasts';
import { QueryProvider } from './query-provider';
import { RealtimeProvider } from './realtime-provider';
import { ThemeProvider } from './theme-provider';

// zod would probe `new Function` for faster parsing; the Content-Security-Policy allows no eval, and
// the browser reports even a probe that fails quietly. This is the object z.config() writes to
// (zod/v4/core: globalThis.__zod_globalConfig), set without importing zod into every page.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodConfig.__zod_globalConfig ??= {}), { jitless: true });

// `npm run dev:mock` only: msw answers /api/v1 in the browser. NODE_ENV is inlined at build time, so
// a production build folds this to `null` and drops the import (and msw with it).
const MockApi =
  process.env.NODE_ENV !== 'production' && process.env.NEXT_PUBLIC_API_MOCKING === 'enabled'
    ? lazy(() => import('./msw-provider').then((m) => ({ default: m.MswProvider })))
    : null;

/** Client providers shared by every page: session, theme, react-query, realtime and toasts. */
export function AppProviders({ children, session }: { children: ReactNode; session: Session | null }) {
  // The server's session is there from the first render, so API calls never start without a token.
  const tree = (
    <SessionProvider session={session} refetchOnWindowFocus>
      <ThemeProvider>
        <ApiSessionBridge />
        <QueryProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryProvider>
        <AppToasts />
      </ThemeProvider>
    </SessionProvider>
  );
  if (!MockApi) return tree;
  return (
    <Suspense fallback={null}>
      <MockApi>{tree}</MockApi>
    </Suspense>
  );
}
