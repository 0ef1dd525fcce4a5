import { expect, type Page } from '@playwright/test';

// The seeded demo accounts (server/seed/demo-accounts.ts) as the e2e suite uses them.
// The server locks an account after 5 failed sign-ins in 15 minutes: the whole suite makes one
// (e2e/sign-in.spec.ts), every other sign-in succeeds.

export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A demo account: how it signs in, what the header shows of it, and where sign-in takes it. */
export interface Account {
  role: string;
  email: string;
  password: string;
  name: string;
  roleLabel: string;
  landing: 'admin' | 'shop' | 'statistics';
}

export const ACCOUNTS = {
  admin: { role: 'admin', email: 'admin@petclinic.vn', password: 'Admin@123', name: 'Trần Quốc Bảo', roleLabel: 'Quản trị hệ thống', landing: 'admin' },
  owner: { role: 'owner', email: 'owner@petclinic.vn', password: 'Owner@123', name: 'Nguyễn Thị Minh Anh', roleLabel: 'Quản trị viên', landing: 'shop' },
  doctor: { role: 'doctor', email: 'doctor@petclinic.vn', password: 'Doctor@123', name: 'Lê Văn Hùng', roleLabel: 'Bác sỹ', landing: 'shop' },
  seller: { role: 'seller', email: 'seller@petclinic.vn', password: 'Seller@123', name: 'Phạm Thu Trang', roleLabel: 'Bán hàng', landing: 'shop' },
  accountant: { role: 'accountant', email: 'accountant@petclinic.vn', password: 'Accountant@123', name: 'Võ Thị Hạnh', roleLabel: 'Kế toán', landing: 'statistics' },
  spa: { role: 'spa', email: 'spa@petclinic.vn', password: 'Spa@12345', name: 'Đặng Minh Tuấn', roleLabel: 'Spa', landing: 'shop' },
  // the owner of the separate "Happy Pet" shop in Hà Nội
  other: { role: 'other', email: 'other@petclinic.vn', password: 'Other@123', name: 'Hoàng Văn Nam', roleLabel: 'Quản trị viên', landing: 'shop' },
} as const satisfies Record<string, Account>;

export type DemoRole = keyof typeof ACCOUNTS;

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole URL is exactly this path (no query, no hash). */
export const exactPath = (path: string) => new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);

export function landingPattern(account: Account): RegExp {
  if (account.landing === 'admin') return exactPath('/vi/admin');
  const suffix = account.landing === 'statistics' ? '/statistics' : '';
  return new RegExp(`^https?://[^/]+/vi/clinic-management/${UUID}${suffix}$`);
}

/** Fills and submits the sign-in form; the caller asserts where it ends. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, locale = 'vi') {
  await page.goto(`/${locale}/sign-in`);
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The session user's shop id, read through next-auth's session endpoint with the page's cookies. */
export async function sessionShopId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/session');
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { user?: { shopId?: string | null } };
  const shopId = session.user?.shopId;
  expect(shopId).toMatch(new RegExp(`^${UUID}$`));
  return shopId as string;
}
