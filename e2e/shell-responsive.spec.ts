import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot, shopPrefix } from './support/shell';
import { useThemeMode } from './support/theme';

// The shell at a phone (390 px), a tablet at the front desk (768 px) and a laptop (1366 px): no
// sideways scrolling, and the header's menus open fully on screen. Screenshots in light and dark,
// Vietnamese and English, land in test-results/screenshots.

const WIDTHS = [390, 768, 1366] as const;

/** Asserts the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  // the page as it settles (late fonts, messages and lists laid out), measured until it fits or the time is up
  const overflow = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      header: (document.querySelector('.app-header')?.getBoundingClientRect().right ?? 0) - window.innerWidth,
    }));
  await expect.poll(async () => (await overflow()).page, { message: `page wider than the window at ${where}` }).toBeLessThanOrEqual(0);
  await expect.poll(async () => (await overflow()).header, { message: `header's right edge beyond the window at ${where}` }).toBeLessThanOrEqual(0);
}

/** Asserts an open menu lies wholly inside the window. */
async function expectOnScreen(page: Page, selector: string) {
  const menu = page.locator(selector);
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} right edge`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${selector} bottom edge`).toBeLessThanOrEqual(height);
}

async function settle(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ as: 'owner', viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const locale of ['vi', 'en'] as const) {
      test(`${locale}: the shell fits without sideways scrolling and the profile menu opens on screen`, async ({ page, session }, testInfo: TestInfo) => {
        const prefix = shopPrefix(session.shopId!, locale);
        for (const path of ['', '/customers', '/profile']) {
          await page.goto(`${prefix}${path}`);
          await settle(page);
          await expectNoSidewaysScroll(page, `${prefix}${path}`);
        }

        const profile = page.locator('#profile-menu');
        await expect(profile).toBeInViewport({ ratio: 1 });
        await profile.click();
        await expectOnScreen(page, '.profile-menu');
        await expectNoSidewaysScroll(page, 'profile menu open');
        await screenshot(page, testInfo, `shell-${width}-${locale}-light-profile-menu`);
        await page.keyboard.press('Escape');

        await page.locator('#notifications-menu').click();
        await expectOnScreen(page, '#notifications-menu + .dropdown-menu');
        await page.keyboard.press('Escape');

        const branch = page.locator('#branch-switcher');
        await branch.click();
        await expectOnScreen(page, '.branch-switcher .dropdown-menu');
        await page.keyboard.press('Escape');
      });
    }

    test('dark: the same header, and on a phone its theme and language settings are in the profile menu', async ({ page, session }, testInfo) => {
      await useThemeMode(page, 'dark');
      await page.goto(`${shopPrefix(session.shopId!)}/customers`);
      await settle(page);
      // the branch stays in the header at every width
      await expect(page.locator('#branch-switcher')).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page, 'dark');
      await screenshot(page, testInfo, `shell-${width}-vi-dark`);

      await page.locator('#profile-menu').click();
      const menu = page.locator('.profile-menu');
      const toLight = menu.getByRole('button', { name: 'Chế độ sáng', exact: true });
      const english = menu.getByRole('button', { name: 'English', exact: true });
      // the header's own toggle is the pressed one; the menu item has no pressed state
      const headerToggle = page.getByRole('banner').getByRole('button', { name: 'Chế độ sáng', exact: true, pressed: true });
      if (width < 576) {
        // no room in the header: the settings moved into the menu
        await expect(headerToggle).toBeHidden();
        await expect(page.locator('#language-menu')).toBeHidden();
        await expect(toLight).toBeVisible();
        await screenshot(page, testInfo, `shell-${width}-vi-dark-profile-menu`);
        await toLight.click();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
        await page.locator('#profile-menu').click();
        await english.click();
        await expect(page).toHaveURL(new RegExp(`/en/clinic-management/${session.shopId}/customers$`));
      } else {
        await expect(headerToggle).toBeVisible();
        await expect(page.locator('#language-menu')).toBeVisible();
        await expect(toLight).toBeHidden();
        await expect(english).toBeHidden();
      }
    });
  });
}
