import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot, shopPrefix } from './support/shell';

// Dates read dd/MM/yyyy in the console's language whatever the browser's: an <input type="date">
// in an English (US) browser showed the pet's birth date as mm/dd/yyyy.

/** Serious or critical axe violations in the open form dialog and its calendar (the list behind is another screen's). */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.modal-dialog').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`);
}

test.describe('the pet form’s birth date in an en-US browser', () => {
  test.use({ as: 'owner', locale: 'en-US' });

  for (const lang of ['vi', 'en'] as const) {
    const text = {
      vi: { add: 'Thêm thú cưng', birth: 'Ngày sinh', calendar: 'Ngày sinh: chọn ngày', year: 'Năm', month: 'Tháng', april: 'Tháng 4', dark: 'Chế độ tối' },
      en: { add: 'Add pet', birth: 'Date of birth', calendar: 'Date of birth: choose a date', year: 'Year', month: 'Month', april: 'April', dark: 'Dark mode' },
    }[lang];

    test(`reads and takes dd/MM/yyyy in the ${lang} console, light and dark`, async ({ page, session }, testInfo) => {
      await page.goto(`${shopPrefix(session.shopId!, lang)}/pets`);
      await page.getByRole('button', { name: text.add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.add });
      const birth = dialog.getByLabel(text.birth, { exact: true });
      await expect(birth).toHaveAttribute('type', 'text');
      await expect(birth).toHaveAttribute('placeholder', 'dd/mm/yyyy');

      // typed the Vietnamese way: 5 April, not 4 May
      await birth.fill('05/04/2024');
      const calendar = page.getByRole('dialog', { name: text.calendar });
      await expect(calendar).toBeVisible();
      await expect(calendar.getByRole('combobox', { name: text.month })).toHaveValue('3');
      await expect(calendar.getByRole('combobox', { name: text.year })).toHaveValue('2024');
      expect(await dialogViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `date-field-${lang}-light`);

      // picked from the calendar
      await calendar.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', { hasText: /^23$/ }).click();
      await expect(calendar).toBeHidden();
      await expect(birth).toHaveValue('23/04/2024');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: text.dark }).click();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await dialog.getByLabel(text.birth, { exact: true }).click();
      await expect(calendar).toBeVisible();
      expect(await dialogViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `date-field-${lang}-dark`);
    });
  }

  test('shows a saved birth date as dd/MM/yyyy in the form and on the pet’s page', async ({ page, session }) => {
    await page.goto(`${shopPrefix(session.shopId!)}/pets`);
    await page.getByRole('button', { name: 'Thêm thú cưng', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm thú cưng' });
    await dialog.getByRole('combobox', { name: 'Chủ nuôi' }).fill('Ngày Sinh');
    await dialog.getByRole('option', { name: 'Thêm khách hàng mới “Ngày Sinh”' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'Thêm khách hàng' });
    await customerDialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(customerDialog).toBeHidden();
    await dialog.getByLabel('Tên thú cưng').fill('Lịch');
    await dialog.getByLabel('Ngày sinh', { exact: true }).fill('09/03/2021');
    await dialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(dialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('Lịch');
    await search.press('Enter');
    await page.getByRole('link', { name: 'Lịch', exact: true }).click();
    await expect(page.getByText(/^09\/03\/2021 \(\d+ tuổi\)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Sửa', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sửa thông tin thú cưng' }).getByLabel('Ngày sinh', { exact: true })).toHaveValue('09/03/2021');
  });
});
