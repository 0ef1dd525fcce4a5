import type { Page } from '@playwright/test';
import { type DemoRole } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';
import { type ThemeMode, useThemeMode } from './support/theme';

// Every screen that exists, in light and then dark (switched in place), has no serious or critical
// axe-core violation, label-in-name (label-content-name-mismatch) included; a few screens are scanned
// with a dialog, menu or offcanvas open. 1366×800, no animations half-way through a scan.

interface Screen {
  name: string;
  /** signed in as this demo account; signed out when absent */
  as?: DemoRole;
  /** the URL to open, from the signed-in user's shop (null for the system admin and for visitors) */
  path: (shopId: string | null) => string;
  /** what to do once the page is there (open a detail, a dialog…), and what proves it is ready */
  then?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const shop = (shopId: string | null, path = '') => `${shopPrefix(shopId!)}${path}`;

/** The first row's link of a list, followed to its detail page. */
const openFirstRow = async (page: Page) => {
  const link = main(page).getByRole('row').nth(1).getByRole('link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
};
const listReady = async (page: Page) => {
  await expect(main(page).getByRole('row').nth(1)).toBeVisible();
};
const profileTab = (name: string) => async (page: Page) => {
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

const SCREENS: Screen[] = [
  { name: 'sign-in', path: () => '/vi/sign-in', then: async (page) => expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled() },
  { name: 'landing', path: () => '/vi' },
  { name: 'landing (English)', path: () => '/en' },
  { name: 'landing signed in', as: 'owner', path: () => '/vi', then: async (page) => expect(page.getByRole('link', { name: 'Vào hệ thống' })).toBeVisible() },
  { name: '404 signed out', path: () => '/vi/404' },
  { name: '403', as: 'owner', path: () => '/vi/403' },
  { name: '404 in the shell', as: 'owner', path: (id) => shop(id, '/no-such-page') },
  { name: 'shop home', as: 'owner', path: (id) => shop(id) },
  {
    name: 'retail counter',
    as: 'seller',
    path: (id) => shop(id),
    then: async (page) => {
      await page.getByRole('tab', { name: 'Bán hàng' }).click();
      await expect(page.getByRole('combobox', { name: 'Thêm sản phẩm (quét mã vạch hoặc gõ tên)' })).toBeVisible();
    },
  },
  {
    name: 'statistics overview, revenue table',
    as: 'owner',
    path: (id) => shop(id, '/statistics'),
    then: async (page) => {
      const revenue = main(page).locator('.card', { has: page.getByRole('heading', { name: /^Doanh thu theo ngày/ }) });
      await revenue.getByRole('button', { name: 'Xem bảng' }).click();
      await expect(revenue.getByRole('table')).toBeVisible();
    },
  },
  { name: 'financial report', as: 'owner', path: (id) => shop(id, '/financial/reports'), then: async (page) => expect(main(page).getByRole('table', { name: 'Lãi lỗ trong kỳ' })).toBeVisible() },
  { name: 'activity board', as: 'owner', path: (id) => shop(id, '/activities') },
  {
    // the check-in dialog holds the most: the typeahead, the date-time fields, the deposit and notes
    name: 'hotel room board, check-in dialog',
    as: 'owner',
    path: (id) => shop(id, '/accommodation/hotels'),
    then: async (page) => {
      await expect(main(page).getByRole('article', { name: 'VIP 01' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Nhận phòng VIP 01' }).click();
      await expect(page.getByRole('dialog', { name: 'Nhận phòng VIP 01' })).toBeVisible();
    },
  },
  {
    // the week's calendar with the demo's bookings, then the booking dialog over it
    name: 'appointment schedule, booking dialog',
    as: 'seller',
    path: (id) => shop(id, '/schedule'),
    then: async (page) => {
      await expect(main(page).locator('.rbc-event').first()).toBeVisible();
      await main(page).getByRole('button', { name: 'Thêm lịch hẹn' }).click();
      await expect(page.getByRole('dialog', { name: 'Thêm lịch hẹn' })).toBeVisible();
    },
  },
  { name: 'customers', as: 'owner', path: (id) => shop(id, '/customers'), then: listReady },
  {
    name: 'customers, new customer dialog',
    as: 'owner',
    path: (id) => shop(id, '/customers'),
    then: async (page) => {
      await listReady(page);
      await main(page).getByRole('button', { name: 'Thêm khách hàng', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Thêm khách hàng' })).toBeVisible();
    },
  },
  { name: 'customer detail', as: 'owner', path: (id) => shop(id, '/customers'), then: openFirstRow },
  { name: 'pets', as: 'owner', path: (id) => shop(id, '/pets'), then: listReady },
  { name: 'pet detail', as: 'owner', path: (id) => shop(id, '/pets'), then: openFirstRow },
  { name: 'services', as: 'owner', path: (id) => shop(id, '/services'), then: listReady },
  { name: 'products', as: 'owner', path: (id) => shop(id, '/products'), then: listReady },
  { name: 'suppliers', as: 'owner', path: (id) => shop(id, '/suppliers'), then: listReady },
  { name: 'employees', as: 'owner', path: (id) => shop(id, '/employees'), then: listReady },
  {
    // the owner's own sign-in is in the log at least; the table settles once it is read
    name: 'audit log',
    as: 'owner',
    path: (id) => shop(id, '/audit-log'),
    then: async (page) => {
      await expect(main(page).getByRole('table', { name: 'Các thao tác đã ghi lại' })).toHaveAttribute('aria-busy', 'false');
      await expect(main(page).getByText('Đang tải…')).toHaveCount(0);
    },
  },
  { name: 'profile, info', as: 'owner', path: (id) => shop(id, '/profile#Info'), then: profileTab('Thông tin') },
  { name: 'profile, store settings', as: 'owner', path: (id) => shop(id, '/profile#StoreSettings'), then: profileTab('Cài đặt cửa hàng') },
  { name: 'profile, password', as: 'owner', path: (id) => shop(id, '/profile#ChangePassword'), then: profileTab('Đổi mật khẩu') },
  {
    name: 'search dialog',
    as: 'owner',
    path: (id) => shop(id),
    then: async (page) => {
      await expect(page.getByTestId('header-user-name')).toBeVisible();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Tìm kiếm chức năng' }).fill('khach');
      // the dialog's results (the page behind has its own option lists: the front desk's selects)
      await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(3);
    },
  },
  {
    name: 'profile menu open',
    as: 'owner',
    path: (id) => shop(id),
    then: async (page) => {
      await page.locator('#profile-menu').click();
      await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    },
  },
  {
    name: 'theme switcher',
    as: 'owner',
    path: (id) => shop(id),
    then: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Tùy chỉnh giao diện' }).click();
      await expect(page.getByRole('dialog', { name: 'Tùy chỉnh giao diện' })).toBeVisible();
    },
  },
  { name: 'admin home', as: 'admin', path: () => '/vi/admin' },
  { name: 'admin shops', as: 'admin', path: () => '/vi/admin/shops', then: listReady },
  { name: 'admin chains', as: 'admin', path: () => '/vi/admin/chains', then: async (page) => expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible() },
];

/**
 * Switches the page's colour mode in place, as the header's toggle does (the theme is only CSS on
 * <html>): the same page, dialog and data are scanned again in the other mode, without loading them twice.
 */
async function switchThemeMode(page: Page, mode: ThemeMode) {
  await page.evaluate((m) => {
    window.localStorage.setItem('pawdesk.theme', JSON.stringify({ mode: m }));
    document.documentElement.setAttribute('data-bs-theme', m);
    window.dispatchEvent(new StorageEvent('storage', { key: 'pawdesk.theme' }));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', mode);
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ as: screen.as ?? null, viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });

    test('light and dark: no serious or critical axe violations', async ({ page, sessions }, testInfo) => {
      const shopId = screen.as ? (await sessions.get(screen.as)).shopId : null;
      await useThemeMode(page, 'light');
      await page.goto(screen.path(shopId));
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
      await page.waitForLoadState('networkidle');
      if (screen.then) await screen.then(page);
      const light = await seriousViolations(page, testInfo, `${screen.name}-light`);
      await switchThemeMode(page, 'dark');
      const dark = await seriousViolations(page, testInfo, `${screen.name}-dark`);
      const found = [...light, ...dark];
      expect(found, `serious/critical axe violations:\n${found.join('\n')}`).toEqual([]);
    });
  });
}
