'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once the component runs in
 * the browser (at once for one rendered on the client). Before that, the HTML's controls have no
 * handlers: a click on them does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
