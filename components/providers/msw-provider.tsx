'use client';

import { type ReactNode, useEffect, useState } from 'react';

// One start per page load, even when React runs effects twice (strict mode).
let starting: Promise<void> | null = null;

function startWorker(): Promise<void> {
  starting ??= import('@/tests/msw/browser')
    .then(({ startMockWorker }) => startMockWorker())
    .then(() => undefined)
    .catch((error: unknown) => {
      // e.g. no service workers on a plain-http LAN address: the dev server's own API answers instead
      console.error('[msw] The mock API did not start; /api/v1 goes to the dev server.', error);
    });
  return starting;
}

/**
 * `npm run dev:mock`: the msw browser worker answers /api/v1 from tests/msw/handlers. Children render
 * once the worker is running, so no call escapes it. AppProviders loads this file only when
 * NEXT_PUBLIC_API_MOCKING is `enabled`.
 */
export function MswProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void startWorker().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready ? children : null;
}
