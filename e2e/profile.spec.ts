import { type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, exactPath, sessionShopId } from './support/accounts';
import {
  changePasswordThroughApi,
  fieldLabel,
  freshContext,
  makePng,
  profilePath,
  profileToggle,
  signInAndLand,
  signOutFromMenu,
  toast,
  uniquePhone,
} from './support/accounts-helpers';
import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';

// The profile page of SPEC §2 (issue 4, "Done when" › Playwright): Info, avatar, StoreSettings VAT and
// ChangePassword. Staff accounts and the system admin's shops: admin-accounts.spec.ts. Phones are
// unique per run.
//
// The password journey runs first and in a context of its own, and it puts Owner@123 back. Changing a
// password ends the refresh of every other session of that user. Files run in alphabetical order on
// one worker, so the worker may already have cached the owner's session (support/fixtures.ts) in an
// earlier file (admin-accounts.spec.ts, catalogues.spec.ts): the journey drops that cached session
// when it is done, and every later `as: 'owner'` test, in this file or after it, signs in again.
// No sign-in fails here.

const OWNER = ACCOUNTS.owner;
const NEW_OWNER_PASSWORD = 'Owner#2026x';

test.describe('the owner changes their password', () => {
  // no `as`: a context of its own, not the shared owner storageState

  // The change ended the refresh of every other session of the owner, the one this worker may have
  // cached for `as: 'owner'` included: drop it, so that later owner tests sign in again.
  test.afterAll(({ sessions }) => sessions.forget('owner'));

  /** Puts Owner@123 back whatever state the test stopped in (only runs after a failure). */
  async function restoreOwnerPassword(page: Page, browser: Browser) {
    // with the page's own session, if it still has one (the change keeps the current session)
    const res = await changePasswordThroughApi(page, NEW_OWNER_PASSWORD, OWNER.password).catch(() => null);
    if (res && (res.ok() || res.status() === 400)) return; // 400: the old password was not the new one, nothing to undo
    const { context, page: other } = await freshContext(browser);
    try {
      await signInAndLand(other, { ...OWNER, password: NEW_OWNER_PASSWORD });
      expect((await changePasswordThroughApi(other, NEW_OWNER_PASSWORD, OWNER.password)).ok()).toBe(true);
    } finally {
      await context.close();
    }
  }

  test('on #ChangePassword, signs out and signs in with the new one', async ({ page, browser }) => {
    let changed = false;
    try {
      await signInAndLand(page, OWNER);
      const shopId = await sessionShopId(page);

      await page.goto(profilePath(shopId, 'ChangePassword'));
      await expect(page).toHaveTitle('PawDesk | Hồ sơ');
      await expect(page.getByRole('tab', { name: 'Đổi mật khẩu', exact: true })).toHaveAttribute('aria-selected', 'true');
      const form = page.getByRole('form', { name: 'Đổi mật khẩu' });
      await expect(form).toBeVisible();
      await form.getByRole('textbox', { name: fieldLabel('Mật khẩu hiện tại') }).fill(OWNER.password);
      await form.getByRole('textbox', { name: fieldLabel('Mật khẩu mới') }).fill(NEW_OWNER_PASSWORD);
      await form.getByRole('textbox', { name: fieldLabel('Xác nhận mật khẩu mới') }).fill(NEW_OWNER_PASSWORD);
      changed = true;
      await form.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
      await expect(toast(page, 'Cập nhật thông tin thành công.')).toBeVisible();
      // the form is emptied again and shows no field error
      await expect(form.getByRole('textbox', { name: fieldLabel('Mật khẩu hiện tại') })).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);

      await signOutFromMenu(page);
      await signInAndLand(page, { ...OWNER, password: NEW_OWNER_PASSWORD });
      await expect(page).toHaveURL(exactPath(shopPrefix(shopId)));
      await expect(profileToggle(page).getByTestId('header-user-name')).toHaveText(OWNER.name);

      // put the seeded password back for the other tests (through the API, with this session)
      const restored = await changePasswordThroughApi(page, NEW_OWNER_PASSWORD, OWNER.password);
      expect(restored.status(), await restored.text()).toBe(200);
      changed = false;
    } finally {
      if (changed) await restoreOwnerPassword(page, browser);
    }

    // and the seeded password works again
    const { context, page: again } = await freshContext(browser);
    try {
      await signInAndLand(again, OWNER);
    } finally {
      await context.close();
    }
  });
});

test.describe('as the owner', () => {
  test.use({ as: 'owner' });

  test('changes their phone on the Info tab; the toast shows and the value survives a reload', async ({ page, session }) => {
    const phone = uniquePhone();
    await page.goto(profilePath(session.shopId!));
    await expect(page.getByRole('heading', { name: 'Hồ sơ', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Thông tin', exact: true })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Thông tin' });
    const phoneInput = form.getByRole('textbox', { name: fieldLabel('Số điện thoại') });
    await expect(phoneInput).toBeDisabled();
    await expect(form.getByRole('textbox', { name: fieldLabel('Email') })).toHaveValue(OWNER.email);

    await form.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect(phoneInput).toBeEnabled();
    // email stays read-only in edit mode
    await expect(form.getByRole('textbox', { name: fieldLabel('Email') })).toBeDisabled();
    await phoneInput.fill(phone);
    await form.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();

    await expect(toast(page, 'Cập nhật thông tin thành công.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cập nhật', exact: true })).toBeVisible();
    await expect(phoneInput).toBeDisabled();
    await expect(phoneInput).toHaveValue(phone);

    await page.reload();
    await expect(page.getByTestId('profile-phone')).toHaveText(phone);
    await expect(phoneInput).toHaveValue(phone);
    await expect(form.getByRole('textbox', { name: fieldLabel('Họ và tên') })).toHaveValue(OWNER.name);
  });

  test('uploads an avatar and sees it in the header', async ({ page, session }) => {
    await page.goto(profilePath(session.shopId!));
    const headerAvatar = profileToggle(page).getByTestId('header-avatar');
    await expect(profileToggle(page).getByTestId('header-user-name')).toHaveText(OWNER.name);

    await page.getByRole('button', { name: 'Thay đổi hình đại diện', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Thay đổi hình đại diện' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Lưu thay đổi', exact: true });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Chọn ảnh đại diện', { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    await expect(dialog.getByRole('img', { name: 'Ảnh xem trước', exact: true })).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(toast(page, 'Thay đổi thành công.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(headerAvatar).toBeVisible();
    await expect(headerAvatar).toHaveAttribute('src', /^\/api\/v1\/files\//);
    // the file is really served as an image
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    const profileAvatar = page.getByRole('img', { name: `Ảnh đại diện của ${OWNER.name}`, exact: true });
    await expect(profileAvatar).toHaveAttribute('src', /^\/api\/v1\/files\//);

    await page.reload();
    await expect(headerAvatar).toHaveAttribute('src', /^\/api\/v1\/files\//);
    await expect(profileAvatar).toHaveAttribute('src', (await headerAvatar.getAttribute('src'))!);
  });

  test('sets VAT for grooming to 10 % on #StoreSettings and it survives a reload', async ({ page, session }) => {
    await page.goto(profilePath(session.shopId!, 'StoreSettings'));
    await expect(page.getByRole('tab', { name: 'Cài đặt cửa hàng', exact: true })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Cài đặt cửa hàng' });
    const enabled = form.getByRole('checkbox', { name: 'Áp dụng thuế cho Spa', exact: true });
    const percent = form.getByRole('textbox', { name: 'Thuế suất Spa', exact: true });
    await expect(enabled).toBeDisabled();

    await form.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect(enabled).toBeEnabled();
    await enabled.check();
    await percent.fill('10');
    await percent.blur();
    await expect(percent).toHaveValue('10');
    await form.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();

    await expect(toast(page, 'Cập nhật thông tin thành công.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cập nhật', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cài đặt cửa hàng', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(enabled).toBeChecked();
    await expect(percent).toHaveValue('10');
    await expect(enabled).toBeDisabled();
  });
});
