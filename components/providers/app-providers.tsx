'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/toast';
import { ApiSessionBridge } from './api-session-bridge';
import { QueryProvider } from './query-provider';
import { RealtimeProvider } from './realtime-provider';
import { ThemeProvider } from './theme-provider';

/** Client providers shared by every page: session, theme, react-query, realtime and toasts. */
export function AppProviders({ children, session }: { children: ReactNode; session: Session | null }) {
  // The server's session is there from the first render, so API calls never start without a token.
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <ThemeProvider>
        <ApiSessionBridge />
        <QueryProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </QueryProvider>
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick pauseOnFocusLoss={false} theme="colored" />
      </ThemeProvider>
    </SessionProvider>
  );
}
