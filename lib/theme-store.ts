import { applyTheme, DEFAULT_THEME, parseTheme, THEME_STORAGE_KEY, type ThemeSettings } from './theme';

// localStorage as an external store for useSyncExternalStore: the server (and the first client
// render) sees the defaults; the stored theme was already applied to <html> by the boot script.
const listeners = new Set<() => void>();

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === THEME_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const themeSnapshot = (): string | null => window.localStorage.getItem(THEME_STORAGE_KEY);
export const serverThemeSnapshot = (): string | null => null;

export function saveTheme(settings: ThemeSettings | null): void {
  if (settings) window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  else window.localStorage.removeItem(THEME_STORAGE_KEY);
  applyTheme(settings ?? DEFAULT_THEME);
  listeners.forEach((l) => l());
}

export { parseTheme };
