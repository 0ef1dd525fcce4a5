import { exactPath, sessionShopId, signIn, UUID } from './support/accounts';
import { chooseOption, fieldLabel, freshContext, profileToggle, signInAndLand, toast, uniqueDigits, uniquePhone } from './support/accounts-helpers';
import { expect, test } from './support/fixtures';
import { EXPECTED_MENUS } from './support/menus';
import { expectMenu, shopPrefix } from './support/shell';

// Accounts made by administrators (issue 4, "Done when" › Playwright): a staff account created by the
// shop admin, and the system admin registering and locking a shop. The profile page: profile.spec.ts.
// Emails and phones are unique per run.
//
// Failed sign-ins: only the locked shop's admin fails (its own account), none of the demo accounts.
// The owner session cached here is dropped again by profile.spec.ts's password journey.

test.describe('as the owner', () => {
  test.use({ as: 'owner' });

  test('creates a doctor account that then signs in and sees the doctor menu', async ({ page, session, browser }) => {
    const digits = uniqueDigits();
    const doctor = {
      name: `Bác sỹ Thử ${digits}`,
      email: `doctor.${digits}@e2e.petclinic.vn`,
      phone: uniquePhone(),
      password: `Bacsy${digits.slice(-4)}`,
      landing: 'shop' as const,
    };
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/employees`);
    await expect(page.getByRole('heading', { name: 'Nhân viên', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm nhân viên', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm nhân viên' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: fieldLabel('Họ và tên') }).fill(doctor.name);
    await dialog.getByRole('textbox', { name: fieldLabel('Số điện thoại') }).fill(doctor.phone);
    await dialog.getByRole('textbox', { name: fieldLabel('Email') }).fill(doctor.email);
    await chooseOption(dialog, 'Vai trò', 'Bác sỹ');
    await chooseOption(dialog, 'Giới tính', 'Nam');
    await dialog.getByRole('textbox', { name: fieldLabel('Mật khẩu') }).fill(doctor.password);
    await dialog.getByRole('textbox', { name: fieldLabel('Xác nhận mật khẩu') }).fill(doctor.password);
    await dialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();

    await expect(toast(page, 'Đã thêm nhân viên.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: doctor.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(doctor.name);
    await expect(row).toContainText('Bác sỹ');
    await expect(row).toContainText('Đang hoạt động');

    const { context, page: doctorPage } = await freshContext(browser);
    try {
      await signInAndLand(doctorPage, doctor);
      await expect(doctorPage).toHaveURL(exactPath(prefix));
      await expect(profileToggle(doctorPage).getByTestId('header-user-name')).toHaveText(doctor.name);
      await expect(profileToggle(doctorPage).getByTestId('header-user-role')).toHaveText('Bác sỹ');
      await expectMenu(doctorPage, prefix, EXPECTED_MENUS.doctor);
    } finally {
      await context.close();
    }
  });
});

/** The expiry cell and status of a 1-month plan registered at `from` (server/modules/admin/shop-plans.ts). */
function oneMonthPlan(from: Date): { endsAt: string; status: 'Hoạt động' | 'Sắp hết hạn' } {
  const end = new Date(from);
  end.setMonth(end.getMonth() + 1);
  const days = (end.getTime() - from.getTime()) / 86_400_000;
  return {
    // dd/MM/yyyy, as the console writes every date (en-GB's short date has that shape)
    endsAt: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }).format(end),
    status: days <= 30 ? 'Sắp hết hạn' : 'Hoạt động',
  };
}

test.describe('as the system admin', () => {
  test.use({ as: 'admin' });

  test('registers a shop for 1 month, its admin signs in; once locked, its admin cannot sign in', async ({ page, browser }) => {
    const digits = uniqueDigits();
    const shop = {
      shopName: `Thú Cưng E2E ${digits}`,
      admin: `Chủ Cửa Hàng ${digits}`,
      email: `shop.${digits}@e2e.petclinic.vn`,
      phone: uniquePhone(),
      password: `Shop${digits.slice(-4)}ab`,
    };
    const shopAdmin = { email: shop.email, password: shop.password, landing: 'shop' as const };

    await page.goto('/vi/admin/shops');
    await expect(page.getByRole('heading', { name: 'Cửa hàng', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Đăng ký cửa hàng', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng ký cửa hàng' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: fieldLabel('Tên cửa hàng') }).fill(shop.shopName);
    await dialog.getByRole('textbox', { name: fieldLabel('Họ tên quản trị viên') }).fill(shop.admin);
    await dialog.getByRole('textbox', { name: fieldLabel('Số điện thoại') }).fill(shop.phone);
    await dialog.getByRole('textbox', { name: fieldLabel('Email đăng nhập') }).fill(shop.email);
    await chooseOption(dialog, 'Giới tính', 'Nữ');
    await chooseOption(dialog, 'Thời hạn gói dịch vụ', '1 tháng');
    await dialog.getByRole('textbox', { name: fieldLabel('Mật khẩu') }).fill(shop.password);
    await dialog.getByRole('textbox', { name: fieldLabel('Xác nhận mật khẩu') }).fill(shop.password);
    const registeredAt = new Date();
    await dialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();

    await expect(toast(page, 'Đăng ký cửa hàng thành công.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm' }).fill(shop.shopName);
    const row = page.getByRole('row').filter({ hasText: shop.shopName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${shop.admin} (${shop.email})`);
    await expect(row.getByRole('cell', { name: '1 tháng', exact: true })).toBeVisible();
    // the plan ends a calendar month after registration; a plan ending within 30 days counts as
    // "Sắp hết hạn" (issue 4, EXPIRING_WITHIN_DAYS), which a 1-month plan is when this month has ≤ 30 days
    const plan = oneMonthPlan(registeredAt);
    await expect(row.getByRole('cell', { name: plan.endsAt, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: plan.status, exact: true })).toBeVisible();

    // its admin signs in and lands in the new shop
    let shopId = '';
    {
      const { context, page: adminPage } = await freshContext(browser);
      try {
        await signInAndLand(adminPage, shopAdmin);
        shopId = await sessionShopId(adminPage);
        await expect(adminPage).toHaveURL(new RegExp(`^https?://[^/]+/vi/clinic-management/${shopId}$`));
        await expect(profileToggle(adminPage).getByTestId('header-user-name')).toHaveText(shop.admin);
        await expect(profileToggle(adminPage).getByTestId('header-user-role')).toHaveText('Quản trị viên');
      } finally {
        await context.close();
      }
    }
    expect(shopId).toMatch(new RegExp(`^${UUID}$`));

    // the system admin locks it
    await row.getByRole('button', { name: `Thao tác với ${shop.shopName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Khóa cửa hàng', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Khóa cửa hàng' });
    await expect(confirm).toContainText(`Khóa ${shop.shopName}? Nhân viên của cửa hàng sẽ không đăng nhập được`);
    await confirm.getByRole('button', { name: 'Khóa cửa hàng', exact: true }).click();
    await expect(toast(page, 'Đã khóa cửa hàng.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Đã khóa', exact: true })).toBeVisible();

    // and its admin can no longer sign in
    const { context, page: lockedPage } = await freshContext(browser);
    try {
      await signIn(lockedPage, shopAdmin);
      const alert = lockedPage.getByRole('alert').filter({ hasText: 'Tài khoản hoặc cửa hàng đã bị khóa. Vui lòng liên hệ quản trị viên' });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveClass(/alert-danger/);
      await expect(lockedPage).toHaveURL(exactPath('/vi/sign-in'));
      await expect(lockedPage.getByTestId('header-user-name')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
