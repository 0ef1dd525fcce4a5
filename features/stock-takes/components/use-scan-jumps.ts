'use client';

import { useSyncExternalStore } from 'react';

// How a scanned barcode counts on a sheet, a setting of this browser: add one (the counter scans
// every item), or jump to its quantity (the counter scans one item and types how many there are).
const KEY = 'pawdesk.stockTake.scanJumps';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a scan jumps to the line's quantity; the server (and the first render) says no. */
export function useScanJumps(): [boolean, (jumps: boolean) => void] {
  const jumps = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(KEY) === 'true',
    () => false,
  );
  const set = (next: boolean) => {
    if (next) window.localStorage.setItem(KEY, 'true');
    else window.localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  };
  return [jumps, set];
}
