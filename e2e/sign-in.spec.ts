import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, ACCOUNTS, exactPath, landingPattern, sessionShopId, signIn } from './support/accounts';

// Sign-in, sign-out and the role redirects of SPEC §2 against the seeded demo data
// (server/seed/demo-accounts.ts, see support/accounts.ts). The server locks an account after 5
// failed sign-ins in 15 minutes: this file makes exactly one, the only one of the suite.

const { admin: ADMIN, owner: OWNER, doctor: DOCTOR, seller: SELLER, other: OTHER } = ACCOUNTS;
const ACCOUNT_LIST = Object.values(ACCOUNTS);

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
  // the name and the role label sit in the header's profile toggle, whose name starts with them
  const profile = page.getByRole('banner').getByRole('button', { name: `${account.name}, ${account.roleLabel} – hồ sơ`, exact: true });
  await expect(profile.getByTestId('header-user-name')).toHaveText(account.name);
  await expect(profile.getByTestId('header-user-name')).toBeVisible();
  await expect(profile.getByTestId('header-user-role')).toHaveText(account.roleLabel);
  await expect(profile.getByTestId('header-user-role')).toBeVisible();
}

test.describe('sign-in of each demo account', () => {
  for (const account of ACCOUNT_LIST) {
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

  // sign-out sits in the profile dropdown
  const profile = page.getByRole('banner').getByRole('button', { name: `${ADMIN.name}, ${ADMIN.roleLabel} – hồ sơ`, exact: true });
  await expect(profile).toHaveAttribute('id', 'profile-menu');
  await expect(page.getByRole('button', { name: 'Đăng xuất', exact: true })).toBeHidden();
  await profile.click();
  await expect(profile).toHaveAttribute('aria-expanded', 'true');
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
