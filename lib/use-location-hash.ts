'use client';

import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The URL hash without '#', and a setter that changes it without scrolling or a new history entry. */
export function useLocationHash(): [string, (hash: string) => void] {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash.replace(/^#/, ''),
    () => '',
  );
  const setHash = useCallback((next: string) => {
    window.history.replaceState(window.history.state, '', `#${next}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, []);
  return [hash, setHash];
}
