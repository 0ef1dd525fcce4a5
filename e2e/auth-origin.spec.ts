import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, exactPath, landingPattern } from './support/accounts';
import { signOutFromMenu } from './support/accounts-helpers';

// Signing in and out never takes the browser off the origin it started on (playwright.config.ts:
// http://127.0.0.1:<port>): not to a site named in callbackUrl (open redirect), not to
// http://localhost:<port> (another origin, without the session cookie). No sign-in fails here.

const { admin: ADMIN, doctor: DOCTOR } = ACCOUNTS;

// Hostile callbacks of every family: kept few, each costs a sign-in.
const HOSTILE = [
  '/\\evil.example/phish',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%5Cevil.example',
  '/.//evil.example',
  'https:evil.example',
  'javascript:alert(document.domain)',
];

/** Every request the context makes to a host other than the app's, aborted and recorded. */
async function recordForeignRequests(context: BrowserContext, appHost: string): Promise<string[]> {
  const foreign: string[] = [];
  await context.route(
    (url) => url.host !== appHost,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  return foreign;
}

async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

test.describe('sign-in with a hostile callbackUrl', () => {
  for (const callback of HOSTILE) {
    test(`${JSON.stringify(callback)} lands on the role's page of this site`, async ({ browser, baseURL }) => {
      const appHost = new URL(baseURL!).host;
      const context = await browser.newContext();
      try {
        const foreign = await recordForeignRequests(context, appHost);
        const page = await context.newPage();
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(`/vi/sign-in?callbackUrl=${encodeURIComponent(callback)}`);
        await submitSignIn(page, DOCTOR);
        await expect(page).toHaveURL(landingPattern(DOCTOR));
        expect(new URL(page.url()).host).toBe(appHost);
        expect(foreign).toEqual([]);
        expect(dialogs).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('a callbackUrl of this site is followed', async ({ page }) => {
    await page.goto(`/vi/sign-in?callbackUrl=${encodeURIComponent('/vi/admin')}`);
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(exactPath('/vi/admin'));
  });
});

test('signing in and out through 127.0.0.1 stays on 127.0.0.1', async ({ page, baseURL }) => {
  const app = new URL(baseURL!);
  expect(app.hostname).toBe('127.0.0.1');
  await page.goto('/vi/sign-in');
  await submitSignIn(page, ADMIN);
  await expect(page).toHaveURL(exactPath('/vi/admin'));
  expect(new URL(page.url()).host).toBe(app.host);

  await signOutFromMenu(page);
  expect(new URL(page.url()).host).toBe(app.host);

  // the console then asks for a session, still on this host
  await page.goto('/vi/admin');
  await expect(page).toHaveURL((url) => url.host === app.host && url.pathname === '/vi/sign-in' && url.searchParams.get('callbackUrl') === '/vi/admin');
});
