import { deflateSync } from 'node:zlib';
import { type APIResponse, type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, escapeRegExp, landingPattern, signIn } from './accounts';
import { shopPrefix } from './shell';

// Helpers of e2e/profile.spec.ts and e2e/admin-accounts.spec.ts (issue 4): the profile page, staff, the system admin's shops.

/** A unique 8-digit tail per call (Date.now() plus a counter), for phones and e-mails of one run. */
let counter = 0;
export function uniqueDigits(): string {
  counter += 1;
  return String((Date.now() + counter) % 100_000_000).padStart(8, '0');
}

/** A phone number matching SPEC §5 (0 and 9 digits), unique for the run. */
export const uniquePhone = () => `09${uniqueDigits()}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A solid-colour RGB PNG of size×size pixels, built in memory (no fixture file). */
export function makePng(size = 16, [r, g, b]: [number, number, number] = [220, 53, 69]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export const profilePath = (shopId: string, tab?: 'Info' | 'StoreSettings' | 'ChangePassword') => `${shopPrefix(shopId)}/profile${tab ? `#${tab}` : ''}`;

/** A toast (react-toastify renders each as role="alert") with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The header's profile dropdown toggle ("<name>, <role> – hồ sơ"). */
export const profileToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: / – hồ sơ$/ });

/**
 * A form field's accessible name: its label, followed (without a space) by the required marker's
 * label "Trường bắt buộc nhập" on required fields (components/ui/required-marker.tsx).
 */
export const fieldLabel = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*Trường bắt buộc nhập)?$`);

/** Signs out through the profile dropdown and waits for the sign-in page. */
export async function signOutFromMenu(page: Page) {
  const toggle = profileToggle(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vi/sign-in');
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
}

/** The backend access token of the page's next-auth session, or null when signed out. */
export async function accessToken(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/auth/session');
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { backendTokens?: { accessToken?: string } } | null;
  return session?.backendTokens?.accessToken ?? null;
}

/** `PUT /api/v1/users/change-password` with the page's session token. */
export async function changePasswordThroughApi(page: Page, oldPassword: string, newPassword: string): Promise<APIResponse> {
  const token = await accessToken(page);
  expect(token, 'the page has a signed-in session').toBeTruthy();
  return page.request.put('/api/v1/users/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword, newPassword },
  });
}

/** A fresh browser context without any signed-in state (the test's storageState is not inherited). */
export async function freshContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

/** Signs in through the form in the given page and expects the account's landing page. */
export async function signInAndLand(page: Page, account: Pick<Account, 'email' | 'password' | 'landing'>) {
  await signIn(page, account);
  await expect(page).toHaveURL(landingPattern(account as Account));
}

/** Selects an <option> of a labelled <select> by its visible text. */
export async function chooseOption(scope: Page | Locator, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: fieldLabel(label) });
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}
