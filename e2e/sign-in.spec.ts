import { type Browser, expect, type Page, test } from '@playwright/test';

// Sign-in, sign-out and the role redirects of SPEC §2 against the seeded demo data
// (server/db/seed/demo-accounts.ts). The server locks an account after 5 failed sign-ins in
// 15 minutes: this file makes exactly one.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Account {
  email: string;
  password: string;
  name: string;
  roleLabel: string;
  landing: 'admin' | 'shop' | 'statistics';
}

const ADMIN: Account = { email: 'admin@petclinic.vn', password: 'Admin@123', name: 'Trần Quốc Bảo', roleLabel: 'Quản trị hệ thống', landing: 'admin' };
const OWNER: Account = { email: 'owner@petclinic.vn', password: 'Owner@123', name: 'Nguyễn Thị Minh Anh', roleLabel: 'Quản trị viên', landing: 'shop' };
const DOCTOR: Account = { email: 'doctor@petclinic.vn', password: 'Doctor@123', name: 'Lê Văn Hùng', roleLabel: 'Bác sỹ', landing: 'shop' };
const SELLER: Account = { email: 'seller@petclinic.vn', password: 'Seller@123', name: 'Phạm Thu Trang', roleLabel: 'Bán hàng', landing: 'shop' };
const ACCOUNTANT: Account = { email: 'accountant@petclinic.vn', password: 'Accountant@123', name: 'Võ Thị Hạnh', roleLabel: 'Kế toán', landing: 'statistics' };
const SPA: Account = { email: 'spa@petclinic.vn', password: 'Spa@12345', name: 'Đặng Minh Tuấn', roleLabel: 'Spa', landing: 'shop' };
const OTHER: Account = { email: 'other@petclinic.vn', password: 'Other@123', name: 'Hoàng Văn Nam', roleLabel: 'Quản trị viên', landing: 'shop' };

const ACCOUNTS = [ADMIN, OWNER, DOCTOR, SELLER, ACCOUNTANT, SPA, OTHER];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactPath = (path: string) => new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);

function landingPattern(account: Account): RegExp {
  if (account.landing === 'admin') return exactPath('/vi/admin');
  const suffix = account.landing === 'statistics' ? '/statistics' : '';
  return new RegExp(`^https?://[^/]+/vi/clinic-management/${UUID}${suffix}$`);
}

async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, locale = 'vi') {
  await page.goto(`/${locale}/sign-in`);
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The session user's shop id, read through next-auth's session endpoint with the page's cookies. */
async function sessionShopId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/session');
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { user?: { shopId?: string | null } };
  const shopId = session.user?.shopId;
  expect(shopId).toMatch(new RegExp(`^${UUID}$`));
  return shopId as string;
}

/** Signs in as the account in a context of its own and returns its shop id. */
async function shopIdOf(browser: Browser, account: Account): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, account);
    await expect(page).toHaveURL(landingPattern(account));
    return await sessionShopId(page);
  } finally {
    await context.close();
  }
}

async function expectHeader(page: Page, account: Account) {
  await expect(page.getByTestId('header-user-name')).toHaveText(account.name);
  await expect(page.getByRole('banner').getByText(account.roleLabel, { exact: true })).toBeVisible();
}

test.describe('sign-in of each demo account', () => {
  for (const account of ACCOUNTS) {
    test(`${account.email} lands on its ${account.landing} page`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(landingPattern(account));
      if (account.landing !== 'admin') {
        const shopId = await sessionShopId(page);
        const suffix = account.landing === 'statistics' ? '/statistics' : '';
        await expect(page).toHaveURL(exactPath(`/vi/clinic-management/${shopId}${suffix}`));
      }
      await expectHeader(page, account);
    });
  }
});

test('sign-out returns to sign-in and the console then asks for a session', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(exactPath('/vi/admin'));
  await expectHeader(page, ADMIN);

  await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(page).toHaveURL(exactPath('/vi/sign-in'));
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();

  await page.goto('/vi/admin');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/vi/sign-in' &&
      url.searchParams.get('callbackUrl') === '/vi/admin' &&
      url.searchParams.get('error') === 'SessionRequired',
  );
  const info = page.getByRole('alert').filter({ hasText: 'Vui lòng đăng nhập để tiếp tục' });
  await expect(info).toBeVisible();
  await expect(info).toHaveClass(/alert-info/);
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('a wrong password shows an error and stays on sign-in', async ({ page }) => {
  // The only failed sign-in of the suite.
  await signIn(page, { email: SELLER.email, password: 'Wrong@123' });
  const error = page.getByRole('alert').filter({ hasText: 'Email hoặc mật khẩu không đúng' });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/alert-danger/);
  await expect(page).toHaveURL(exactPath('/vi/sign-in'));
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(SELLER.email);
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled();
});

test.describe('role redirects', () => {
  test('a doctor visiting /admin ends in their shop area', async ({ page }) => {
    await signIn(page, DOCTOR);
    await expect(page).toHaveURL(landingPattern(DOCTOR));
    const shopId = await sessionShopId(page);

    await page.goto('/vi/admin');
    await expect(page).toHaveURL(exactPath(`/vi/clinic-management/${shopId}`));
    await expectHeader(page, DOCTOR);
  });

  test('the system admin visiting a shop area ends in /admin', async ({ page, browser }) => {
    const shopId = await shopIdOf(browser, OWNER);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(exactPath('/vi/admin'));

    await page.goto(`/vi/clinic-management/${shopId}`);
    await expect(page).toHaveURL(exactPath('/vi/admin'));
    await expectHeader(page, ADMIN);
  });

  test("the owner visiting another company's shop ends on /403", async ({ page, browser }) => {
    const hanoiShopId = await shopIdOf(browser, OTHER);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(landingPattern(OWNER));
    const ownShopId = await sessionShopId(page);
    expect(ownShopId).not.toBe(hanoiShopId);

    await page.goto(`/vi/clinic-management/${hanoiShopId}`);
    await expect(page).toHaveURL(exactPath('/vi/403'));
    await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  });
});

test('/en/sign-in is in English', async ({ page }) => {
  await page.goto('/en/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toHaveCount(0);
});
