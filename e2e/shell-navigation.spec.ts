import type { Locator, Page } from '@playwright/test';
import { exactPath } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shopPrefix, sidebar } from './support/shell';

// Where the side menu points: its highlighted entry is in sight after every move (the menu scrolls
// inside the sidebar), and "Cài đặt cửa hàng" lights up on its tab of the profile page.

/** The entry lies wholly inside the visible part of the side menu (the scroll area's box). */
async function expectInSight(page: Page, entry: Locator) {
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => {
      const area = await sidebar(page).locator('.simplebar-content-wrapper').boundingBox();
      const box = await entry.boundingBox();
      return !!area && !!box && box.y >= area.y && box.y + box.height <= area.y + area.height;
    }, { message: 'the highlighted entry is inside the visible part of the menu' })
    .toBe(true);
}

test.describe('highlighted menu entry (a 1366×600 window: the menu is taller than the sidebar)', () => {
  test.use({ as: 'owner', viewport: { width: 1366, height: 600 }, reducedMotion: 'reduce' });

  test('an entry far down the menu is scrolled into sight on arrival, and the top one again after moving back', async ({ page, session }) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/suppliers`);
    const menu = sidebar(page);
    await expectInSight(page, menu.getByRole('link', { name: 'Nhà cung cấp', exact: true }));

    // back to Home through the search (a client-side move): the top of the menu comes back into sight
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Tìm kiếm chức năng' }).fill('trang ch');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(exactPath(prefix));
    await expectInSight(page, menu.getByRole('link', { name: 'Trang chủ', exact: true }));
  });

  test('"Cài đặt cửa hàng" is the highlighted entry on its tab only, following the tabs', async ({ page, session }) => {
    const prefix = shopPrefix(session.shopId!);
    const settings = sidebar(page).getByRole('link', { name: 'Cài đặt cửa hàng', exact: true });

    await page.goto(`${prefix}/profile#StoreSettings`);
    await expectInSight(page, settings);
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);

    await page.getByRole('tab', { name: 'Thông tin', exact: true }).click();
    await expect(page).toHaveURL(/#Info$/);
    await expect(settings).not.toHaveAttribute('aria-current');
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(0);

    // the menu entry itself switches the tab in place
    await settings.click();
    await expect(page).toHaveURL(exactPath(`${prefix}/profile#StoreSettings`));
    await expect(page.getByRole('tab', { name: 'Cài đặt cửa hàng', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectInSight(page, settings);

    // and from another page it opens the profile on that tab
    await page.goto(`${prefix}/customers`);
    await sidebar(page).getByRole('button', { name: 'Cửa hàng', exact: true }).click();
    await settings.click();
    await expect(page).toHaveURL(exactPath(`${prefix}/profile#StoreSettings`));
    await expect(page.getByRole('tab', { name: 'Cài đặt cửa hàng', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectInSight(page, settings);
  });
});
