'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

// SPEC §9: at most 992 px the sidebar floats over the content and closes on a content click.
export const MOBILE_BREAKPOINT = 992;

interface ShellApi {
  /** the sidebar shows in its expanded form (what "expanded" means depends on the menu style) */
  expanded: boolean;
  isMobile: boolean;
  toggle: () => void;
  close: () => void;
  searchOpen: boolean;
  setSearchOpen: (open: boolean) => void;
  themeOpen: boolean;
  setThemeOpen: (open: boolean) => void;
}

const ShellContext = createContext<ShellApi | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const [isMobile, setIsMobile] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const [searchOpen, setSearchOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`);
    const sync = () => {
      setIsMobile(query.matches);
      setExpanded(!query.matches);
    };
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, []);

  const toggle = useCallback(() => setExpanded((v) => !v), []);
  const close = useCallback(() => setExpanded(false), []);

  const value = useMemo(
    () => ({ expanded, isMobile, toggle, close, searchOpen, setSearchOpen, themeOpen, setThemeOpen }),
    [expanded, isMobile, toggle, close, searchOpen, themeOpen],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellApi {
  const api = useContext(ShellContext);
  if (!api) throw new Error('useShell must be used inside ShellProvider');
  return api;
}
