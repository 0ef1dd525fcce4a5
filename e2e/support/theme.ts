import type { Page } from '@playwright/test';

export type ThemeMode = 'light' | 'dark';

/** Starts every page of the test in this colour mode (the boot script of lib/theme.ts reads it before paint). */
export async function useThemeMode(page: Page, mode: ThemeMode) {
  await page.addInitScript((m) => {
    window.localStorage.setItem('pawdesk.theme', JSON.stringify({ mode: m }));
  }, mode);
}
