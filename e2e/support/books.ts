import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { DemoSession } from './fixtures';

// What the stories of the books and the counter share: the shop's days, sums beside their labels,
// a product's stock card, a signed-in window, and /api/v1 called as the signed-in page.

/** The shop's day in `days` days, as the date field takes it (dd/MM/yyyy). */
export function dayFromNow(days: number): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** A sum beside its label (the <dd> after the <dt> naming it). */
export const sumOf = (page: Page, label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** An amount as digits: "1.040.000 ₫" → 1040000. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Opens a product's stock card by typing its name; answers its newest movement row. */
export async function stockCardTop(page: Page, prefix: string, name: string) {
  await page.goto(`${prefix}/inventory-tracking?view=card`);
  const picker = page.getByRole('combobox', { name: 'Sản phẩm' });
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  const rows = page.getByRole('table').last().getByRole('row');
  return rows.nth(1);
}

/** A window of its own, signed in as `session`. */
export async function openAs(browser: Browser, session: DemoSession, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', storageState: session.state });
  return { context, page: await context.newPage() };
}

/** Calls /api/v1 as the signed-in page, in its shop. */
export async function apiOf(page: Page, shopId: string) {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { backendTokens: { accessToken: string } };
  const headers = { authorization: `Bearer ${session.backendTokens.accessToken}`, 'shop-Id': shopId };
  return {
    get: async <T>(path: string) => (await (await page.request.get(`/api/v1${path}`, { headers })).json()) as T,
    send: async <T>(method: 'post' | 'put', path: string, data: unknown) => {
      const res = await page.request[method](`/api/v1${path}`, { headers, data });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
  };
}
