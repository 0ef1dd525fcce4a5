'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_THEME, type ThemeSettings } from '@/lib/theme';
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
  const update = useCallback((patch: Partial<ThemeSettings>) => saveTheme({ ...parseTheme(themeSnapshot()), ...patch }), []);
  const reset = useCallback(() => saveTheme(null), []);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
