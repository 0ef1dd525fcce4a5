import { ACCOUNTS, type DemoRole, exactPath, UUID } from './support/accounts';
import { expect, test } from './support/fixtures';
import { allLinks, EXPECTED_MENUS } from './support/menus';
import { expectMenu, shopPrefix, sidebar } from './support/shell';

// The console shell of SPEC §2 / §6 (issue 3): menu per role, branch switcher, search, theme,
// language, error pages and page titles (shell-layout.spec.ts: narrow screens, axe, screenshots).
// Every test starts signed in (one real sign-in per role, see support/fixtures.ts).

const MENU_ROLES = ['owner', 'doctor', 'seller', 'accountant', 'spa', 'admin'] as const satisfies readonly DemoRole[];

test.describe('side menu per role (SPEC §6)', () => {
  for (const role of MENU_ROLES) {
    test.describe(role, () => {
      test.use({ as: role });

      test(`${ACCOUNTS[role].email} sees exactly its menu`, async ({ page, session }) => {
        const prefix = session.shopId ? shopPrefix(session.shopId) : '/vi/admin';
        await page.goto(prefix);
        // the shop root stays reachable for every role, the accountant too (it only lands on statistics after sign-in)
        await expect(page).toHaveURL(exactPath(prefix));
        await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS[role].name);
        await expect(page.getByTestId('header-user-role')).toHaveText(ACCOUNTS[role].roleLabel);
        await expectMenu(page, prefix, EXPECTED_MENUS[role]);
      });
    });
  }
});

test.describe('branch switcher', () => {
  test.describe('owner of a two-branch chain', () => {
    test.use({ as: 'owner' });

    test('switches from Quận 1 to Quận 7 on the same page', async ({ page, session }) => {
      const q1 = session.shopId!;
      await page.goto(`${shopPrefix(q1)}/customers`);
      // named by the branch it shows, then what it does (WCAG 2.5.3 label in name)
      const switcher = page.getByRole('banner').getByRole('button', { name: /^Quận \d – chuyển chi nhánh$/ });
      await expect(switcher).toHaveText('Quận 1');
      await expect(switcher).toBeEnabled();

      await switcher.click();
      await expect(switcher).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Quận 1', exact: true })).toHaveClass(/\bactive\b/);
      await page.getByRole('button', { name: 'Quận 7', exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/vi/clinic-management/(?!${q1})${UUID}/customers$`));
      await expect(switcher).toHaveText('Quận 7');
      await expect(page).toHaveTitle('PawDesk | Khách hàng');
      // the menu now points into the new branch
      const q7 = new URL(page.url()).pathname.split('/')[3];
      await expect(sidebar(page).getByRole('link', { name: 'Trang chủ', exact: true })).toHaveAttribute('href', shopPrefix(q7));
    });
  });

  test.describe('seller of a single shop', () => {
    test.use({ as: 'seller' });

    test('sees no switcher', async ({ page, session }) => {
      const chainLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/shops/chain' && r.request().method() === 'GET');
      await page.goto(shopPrefix(session.shopId!));
      const res = await chainLoaded;
      expect(res.ok()).toBe(true);
      expect(((await res.json()) as { branches: unknown[] }).branches).toHaveLength(1);
      // let React render what the answer would show
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.seller.name);
      await expect(page.getByRole('button', { name: /chuyển chi nhánh/i })).toHaveCount(0);
    });
  });
});

test.describe('as the owner', () => {
  test.use({ as: 'owner' });

  test('the search modal finds menu entries without accents and navigates', async ({ page, session }) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(prefix);
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm chức năng' });
    const input = dialog.getByRole('combobox', { name: 'Tìm kiếm chức năng' });

    // Ctrl+K opens it, Escape closes it
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: /^Tìm kiếm/ }).click();
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(dialog.getByText('Hãy nhập từ khóa', { exact: true })).toBeVisible();

    await input.fill('zzzz');
    await expect(dialog.getByText('Không có chức năng nào có tên này', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);

    await input.fill('khach');
    const options = dialog.getByRole('listbox').getByRole('option');
    // each with the section or sub-menu it sits under, in menu order
    await expect(options).toHaveText(['Lưu trú › Khách sạn', 'Lịch sử hoạt động › Khách sạn', 'Danh mục › Khách hàng']);
    await expect(dialog.getByText('Không có chức năng nào có tên này')).toHaveCount(0);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await input.press('Enter');

    await expect(page).toHaveURL(exactPath(`${prefix}/customers`));
    await expect(dialog).toBeHidden();
    await expect(page).toHaveTitle('PawDesk | Khách hàng');
    await expect(sidebar(page).getByRole('link', { name: 'Khách hàng', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('dark mode survives a reload', async ({ page, session }) => {
    await page.goto(shopPrefix(session.shopId!));
    const html = page.locator('html');
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await expect(html).not.toHaveAttribute('data-bs-theme', 'dark');
    await page.getByRole('banner').getByRole('button', { name: 'Chế độ tối', exact: true }).click();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');
    const toLight = page.getByRole('banner').getByRole('button', { name: 'Chế độ sáng', exact: true });
    await expect(toLight).toHaveAttribute('aria-pressed', 'true');

    // and back
    await toLight.click();
    await expect(html).toHaveAttribute('data-bs-theme', 'light');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Chế độ tối', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(html).not.toHaveAttribute('data-bs-theme', 'dark');
  });

  test('switching to English keeps the page and translates the menu', async ({ page, session }) => {
    const id = session.shopId!;
    await page.goto(`${shopPrefix(id)}/customers`);
    await expect(page).toHaveTitle('PawDesk | Khách hàng');

    await page.getByRole('banner').getByRole('button', { name: 'VI – ngôn ngữ', exact: true }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();

    await expect(page).toHaveURL(exactPath(`${shopPrefix(id, 'en')}/customers`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('PawDesk | Customers');
    const aside = sidebar(page, 'Main menu');
    await expect(aside).toBeVisible();
    // the Category sub-menu is open on its active child
    const category = aside.getByRole('button', { name: 'Category', exact: true });
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const customers = aside
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Category', exact: true }) })
      .getByRole('link', { name: 'Customers', exact: true });
    await expect(customers).toHaveAttribute('aria-current', 'page');
    await expect(customers).toHaveAttribute('href', `${shopPrefix(id, 'en')}/customers`);
    await expect(aside.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(aside.getByText('Management', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'EN – language', exact: true })).toBeVisible();
  });

  test('a shop of another company shows 403; an unknown page shows 404 inside the shell', async ({ page, session, sessions }) => {
    const happyPet = (await sessions.get('other')).shopId!;
    expect(happyPet).not.toBe(session.shopId);

    await page.goto(`/vi/clinic-management/${happyPet}`);
    await expect(page).toHaveURL(exactPath('/vi/403'));
    await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();

    const unknown = `${shopPrefix(session.shopId!)}/no-such-page`;
    const res = await page.goto(unknown);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(exactPath(unknown));
    await expect(page.getByRole('main').getByRole('heading', { name: 'Không tìm thấy trang', level: 1 })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
    await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.owner.name);
  });

  test('every side-menu link opens a page titled "PawDesk | <entry>"', async ({ page, session }) => {
    test.slow();
    const prefix = shopPrefix(session.shopId!);
    await page.goto(prefix);
    const nav = sidebar(page).getByRole('navigation');
    const menu = EXPECTED_MENUS.owner;
    for (const entry of menu) {
      if (entry.kind === 'sub') await nav.getByRole('button', { name: entry.title, exact: true }).click();
    }
    const expected = allLinks(menu);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [i, l] of expected.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `${prefix}${l.path}`);
    }
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));

    for (const [i, href] of hrefs.entries()) {
      // Store Settings is a tab of the profile page, whose title is "Hồ sơ" (SPEC §2, profile page)
      const title = expected[i].path.startsWith('/profile') ? 'Hồ sơ' : expected[i].title;
      const res = await page.goto(href, { waitUntil: 'domcontentloaded' });
      expect.soft(res?.status(), `status of ${href}`).toBe(200);
      await expect.soft(page, `title of ${href}`).toHaveTitle(`PawDesk | ${title}`);
    }
  });
});
