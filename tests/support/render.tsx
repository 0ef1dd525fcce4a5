import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { ApiSessionBridge } from '@/components/providers/api-session-bridge';
import { AppToasts } from '@/components/providers/app-toasts';
import { QueryProvider } from '@/components/providers/query-provider';
import { ThemeProvider } from '@/components/providers/theme-provider';
import type { SessionUser } from '@/lib/contracts/session';
import type { RealtimeEventType } from '@/lib/realtime/events';
import type { Locale } from '@/lib/i18n/config';
import { MESSAGES } from '@/lib/i18n/messages';
import { type RealtimeApi, RealtimeContext, type RealtimeHandler } from '@/lib/realtime/realtime-context';
import { mockUser, type MockUserKey } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers, sessionOf, sessionUserOf } from '@/tests/msw/session';
import { paramsOf, router, setRoute } from './navigation';

export { router, setRoute };

/** A signed-in session for one of the mock users, e.g. `sessionFor('doctor')`. */
export function sessionFor(key: MockUserKey, overrides: Partial<SessionUser> = {}): Session {
  return sessionOf(sessionUserOf(mockUser(key), overrides));
}

/**
 * The realtime provider's context with a socket stand-in: the shell subscribes through the real
 * `useRealtimeEvent`, and the test emits `TO_CLIENT` events with `emit`.
 */
export function createFakeRealtime() {
  const handlers = new Map<RealtimeEventType, Set<RealtimeHandler>>();
  const value: RealtimeApi = {
    connected: true,
    subscribe: (type, handler) => {
      const set = handlers.get(type) ?? new Set<RealtimeHandler>();
      set.add(handler);
      handlers.set(type, set);
      return () => {
        set.delete(handler);
      };
    },
  };
  return {
    value,
    emit: (type: RealtimeEventType, data?: unknown) => act(() => handlers.get(type)?.forEach((h) => h(data))),
    subscriberCount: (type: RealtimeEventType) => handlers.get(type)?.size ?? 0,
  };
}

export interface ProvidersOptions {
  locale?: Locale;
  /** the signed-in session; useSession() is 'authenticated' from the first render */
  session?: Session | null;
  /** the current route, e.g. `/vi/clinic-management/<id>/customers` */
  pathname?: string;
  /** route params; derived from the pathname when omitted */
  params?: Record<string, string>;
}

/**
 * Renders through the providers of components/providers/app-providers.tsx (next-intl with the real
 * messages, next-auth, theme, API session bridge, react-query with the SPEC §8 error handler, toasts),
 * with a fake socket behind the real RealtimeContext. Every request goes to msw.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { locale = 'vi', session = null, pathname = `/${locale}`, params, ...renderOptions } = options;
  setRoute(pathname, params ?? paramsOf(pathname));
  server.use(...authHandlers(session));
  const realtime = createFakeRealtime();

  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Ho_Chi_Minh">
        <SessionProvider session={session} refetchOnWindowFocus>
          <ThemeProvider>
            <ApiSessionBridge />
            <QueryProvider>
              <RealtimeContext.Provider value={realtime.value}>{children}</RealtimeContext.Provider>
            </QueryProvider>
            <AppToasts />
          </ThemeProvider>
        </SessionProvider>
      </NextIntlClientProvider>
    );
  }

  const user = userEvent.setup();
  const result = render(ui, { wrapper: Providers, ...renderOptions });
  return { ...result, user, realtime, router };
}
