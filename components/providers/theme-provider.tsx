'use client';

import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { applyTheme, DEFAULT_THEME, type ThemeSettings } from '@/lib/theme';
import { parseTheme, saveTheme, serverThemeSnapshot, subscribeTheme, themeSnapshot } from '@/lib/theme-store';

interface ThemeApi {
  settings: ThemeSettings;
  update: (patch: Partial<ThemeSettings>) => void;
  /** SPEC §4: back to the defaults, and nothing of the theme left in storage */
  reset: () => void;
}

const ThemeContext = createContext<ThemeApi>({ settings: DEFAULT_THEME, update: () => undefined, reset: () => undefined });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const raw = useSyncExternalStore(subscribeTheme, themeSnapshot, serverThemeSnapshot);
  const settings = useMemo(() => parseTheme(raw), [raw]);
  // The boot script of the root layout applies the stored theme before paint, but a page Next renders
  // in the browser from scratch (a not-found inside the console) never runs it. Then, and only then,
  // it is applied here (read from storage: the first render still sees the server's defaults).
  useLayoutEffect(() => {
    if (!document.documentElement.hasAttribute('data-bs-theme')) applyTheme(parseTheme(themeSnapshot()));
  }, []);
  const update = useCallback((patch: Partial<ThemeSettings>) => saveTheme({ ...parseTheme(themeSnapshot()), ...patch }), []);
  const reset = useCallback(() => saveTheme(null), []);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
