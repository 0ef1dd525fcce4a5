import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fieldLabel } from './support/accounts-helpers';
import { shopPrefix, sidebar } from './support/shell';

// The audit trail as the shop admin reads it (issue 21): the owner changes a product's selling price,
// opens "Nhật ký thao tác" from the side menu and finds the change with the price before and after,
// narrows the log to that product's history, and finds the same entry in the product's own history.

/** An amount as the screens write it (1.234.000 ₫, a no-break space before the sign), as a pattern. */
const vnd = (amount: number) => `${amount.toLocaleString('vi-VN').replace(/\./g, '\\.')}\\s₫`;
const priceChange = (from: number, to: number) => new RegExp(`Giá bán: ${vnd(from)} → ${vnd(to)}`);

/** Opens the edit dialog of a product by its name, from the products list searched by its code. */
async function editProduct(page: Page, shopId: string, code: string, name: string) {
  await page.goto(`${shopPrefix(shopId)}/products?search=${code}`);
  await page.getByRole('button', { name: `Thao tác với ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Sửa', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sửa sản phẩm' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the audit log, as the owner', () => {
  test.use({ as: 'owner' });

  test('a new selling price is in the audit log with its price before and after, and in the product’s own history', async ({ page, session }) => {
    test.setTimeout(120_000);
    const shopId = session.shopId!;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${shopPrefix(shopId)}/products`);
    const first = page.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    const code = (await first.getByRole('cell').nth(0).innerText()).trim();
    const name = (await first.getByRole('cell').nth(2).innerText()).trim();

    const dialog = await editProduct(page, shopId, code, name);
    const price = dialog.getByRole('spinbutton', { name: fieldLabel('Giá bán') });
    const before = Number(await price.inputValue());
    const after = before + 1_000;
    await price.fill(String(after));
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(dialog).toBeHidden();

    // the side menu: Store › Audit log
    await sidebar(page).getByRole('button', { name: 'Cửa hàng' }).click();
    await sidebar(page).getByRole('link', { name: 'Nhật ký thao tác', exact: true }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Nhật ký thao tác', level: 1 })).toBeVisible();
    const log = page.getByRole('table', { name: 'Các thao tác đã ghi lại' });
    const entry = log.getByRole('row').filter({ hasText: priceChange(before, after) });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('cell').nth(1)).toHaveText('Nguyễn Thị Minh Anh');
    await expect(entry.getByText('Cập nhật', { exact: true })).toBeVisible();
    await expect(entry.getByRole('cell').nth(3)).toHaveText('Sản phẩm');
    await expect(entry.getByRole('link', { name: code, exact: true })).toBeVisible();

    // that product's history only
    await entry.getByRole('button', { name: `Lịch sử của ${code}` }).click();
    await expect(page).toHaveURL(/entityId=[0-9a-f-]{36}/);
    await expect(page.getByText(`Lịch sử của ${code}`, { exact: true })).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: priceChange(before, after) })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ has: page.getByRole('cell') }).filter({ hasNotText: code })).toHaveCount(0);

    // and on the product itself: the edit dialog's history
    const again = await editProduct(page, shopId, code, name);
    await again.getByRole('button', { name: 'Lịch sử thay đổi' }).click();
    const history = again.getByRole('region', { name: 'Lịch sử thay đổi' });
    await expect(history.getByRole('row').filter({ hasText: priceChange(before, after) })).toHaveCount(1);
  });
});
