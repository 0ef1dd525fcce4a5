import type { Page } from '@playwright/test';
import { profilePath } from './support/accounts-helpers';
import { expect, test } from './support/fixtures';

// A click on a dialog opener must never be lost (components/ui/on-demand-dialog.tsx): neither one
// made before the page has hydrated (the server's HTML has no handlers yet), nor one made while the
// dialog's code is still on its way. Both are made certain here by holding the page's scripts back
// with page.route, as a slow network or a slow front-desk PC does by chance.

/** Holds back the scripts of the app whose text `matches` until `release()`; `held` lists them. */
async function holdScripts(page: Page, matches: (body: string) => boolean = () => true) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (matches(body)) {
      held.push(route.request().url());
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

test.describe('as the owner on the profile page', () => {
  test.use({ as: 'owner' });

  test('the avatar badge takes no click before the page has hydrated, and opens the dialog after', async ({ page, session }) => {
    const scripts = await holdScripts(page);
    await page.goto(profilePath(session.shopId!), { waitUntil: 'commit' });
    const badge = page.getByRole('button', { name: 'Thay đổi hình đại diện', exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toBeDisabled();
    expect(scripts.held.length).toBeGreaterThan(0);

    // the click waits for the badge instead of landing on a button without a handler
    const click = badge.click();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    scripts.release();
    await click;
    await expect(page.getByRole('dialog', { name: 'Thay đổi hình đại diện' })).toBeVisible();
  });

  test('the page hydrates without the dialog’s code, and a click made before that code arrives opens it', async ({ page, session }) => {
    // the avatar dialog's chunk (its drop zone), and only that one
    const dialogCode = await holdScripts(page, (body) => body.includes('dropzone-area'));
    await page.goto(profilePath(session.shopId!));
    const badge = page.getByRole('button', { name: 'Thay đổi hình đại diện', exact: true });
    // hydrated: the badge is enabled and the Info tab answers its edit button
    await expect(badge).toBeEnabled();
    const info = page.getByRole('form', { name: 'Thông tin' });
    await info.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect(info.getByRole('button', { name: 'Lưu thay đổi', exact: true })).toBeVisible();

    await badge.click();
    await expect(page.getByRole('status', { name: 'Đang tải…' })).toBeVisible();
    await expect.poll(() => dialogCode.held.length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    dialogCode.release();
    await expect(page.getByRole('dialog', { name: 'Thay đổi hình đại diện' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Đang tải…' })).toHaveCount(0);
  });
});

test.describe('as the system admin on the shops page', () => {
  test.use({ as: 'admin' });

  test('"Đăng ký cửa hàng" takes no click before the page has hydrated, and opens the form after', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/vi/admin/shops', { waitUntil: 'commit' });
    const register = page.getByRole('button', { name: 'Đăng ký cửa hàng', exact: true });
    await expect(register).toBeVisible();
    await expect(register).toBeDisabled();

    const click = register.click();
    await page.waitForTimeout(1000);
    scripts.release();
    await click;
    await expect(page.getByRole('dialog', { name: 'Đăng ký cửa hàng' })).toBeVisible();
  });
});
