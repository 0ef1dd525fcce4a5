import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';

// The catalogue screens of issue 5 against the seeded demo catalogues (server/seed/catalogues).

test.describe('customers and pets, as the seller', () => {
  test.use({ as: 'seller' });

  test('adds a customer from the customer list, gives them a pet from their page, and finds them again without accents', async ({ page, session }) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/customers`);
    await page.getByRole('button', { name: 'Thêm khách hàng', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm khách hàng' });
    await dialog.getByLabel('Họ và tên').fill('Trương Thị Mỹ Duyên');
    await dialog.getByLabel('Số điện thoại').fill('0971234999');
    await dialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Đã thêm khách hàng.' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('truong thi my duyen');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=truong\+thi\+my\+duyen/);
    const row = page.getByRole('row').filter({ hasText: 'Trương Thị Mỹ Duyên' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await row.getByRole('link', { name: 'Trương Thị Mỹ Duyên' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trương Thị Mỹ Duyên');
    await expect(page.getByRole('region', { name: 'Lịch sử hoạt động' }).getByText('Chưa có hoạt động nào')).toBeVisible();

    await page.getByRole('button', { name: 'Thêm thú cưng', exact: true }).click();
    const petDialog = page.getByRole('dialog', { name: 'Thêm thú cưng' });
    await expect(petDialog.getByLabel('Chủ nuôi')).toHaveValue('Trương Thị Mỹ Duyên · 0971234999');
    await petDialog.getByLabel('Tên thú cưng').fill('Mochi');
    await petDialog.getByLabel('Loài').selectOption({ label: 'Mèo' });
    await petDialog.getByLabel('Giới tính').selectOption({ label: 'Cái' });
    await petDialog.getByLabel('Cân nặng (kg)').fill('3,5');
    await petDialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(petDialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Mochi', exact: true })).toBeVisible();

    // back in the list, typed without accents again: the customer now has one pet
    await page.goBack();
    await expect(page).toHaveURL(/search=truong\+thi\+my\+duyen/);
    await expect(page.getByRole('row').filter({ hasText: 'Trương Thị Mỹ Duyên' }).getByRole('cell').nth(3)).toHaveText('1');
  });

  test('adds a pet for an owner who is not a customer yet, straight from the owner typeahead', async ({ page, session }) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/pets`);
    await page.getByRole('button', { name: 'Thêm thú cưng', exact: true }).click();
    const petDialog = page.getByRole('dialog', { name: 'Thêm thú cưng' });
    await petDialog.getByRole('combobox', { name: 'Chủ nuôi' }).fill('Lâm Gia Huy');
    await petDialog.getByRole('option', { name: 'Thêm khách hàng mới “Lâm Gia Huy”' }).click();

    const customerDialog = page.getByRole('dialog', { name: 'Thêm khách hàng' });
    await expect(customerDialog.getByLabel('Họ và tên')).toHaveValue('Lâm Gia Huy');
    await customerDialog.getByLabel('Số điện thoại').fill('0938765001');
    await customerDialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(customerDialog).toBeHidden();

    await expect(petDialog.getByLabel('Chủ nuôi')).toHaveValue('Lâm Gia Huy · 0938765001');
    await petDialog.getByLabel('Tên thú cưng').fill('Bơ');
    await petDialog.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect(petDialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('lam gia huy');
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'Lâm Gia Huy' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Bơ', exact: true })).toBeVisible();
  });

  test('sees the price list without the create button, the switches or the row actions', async ({ page, session }) => {
    await page.goto(`${shopPrefix(session.shopId!)}/services`);
    await expect(page.getByRole('row').filter({ hasText: 'Khám tổng quát' }).getByRole('cell').nth(2)).toHaveText(/^100\.000\s₫$/);
    await expect(page.getByRole('button', { name: 'Thêm dịch vụ' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Thao tác với/ })).toHaveCount(0);
  });
});

test.describe('products and services, as the owner', () => {
  test.use({ as: 'owner' });

  test('a scanned barcode finds its product at once; the low-stock filter keeps only low stock', async ({ page, session }) => {
    await page.goto(`${shopPrefix(session.shopId!)}/products`);
    const first = page.getByRole('row').nth(1);
    const barcode = (await first.getByRole('cell').nth(1).innerText()).trim();
    expect(barcode).toMatch(/^893\d{10}$/);
    const name = (await first.getByRole('cell').nth(2).innerText()).trim();
    // a scanner types the digits and presses Enter
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(barcode);
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(name);

    await page.goto(`${shopPrefix(session.shopId!)}/products`);
    // the switch follows the URL, so it turns on once the filter is in the address
    const lowStock = page.getByRole('switch', { name: 'Chỉ hàng sắp hết' });
    await lowStock.click();
    await expect(page).toHaveURL(/lowStock=true/);
    await expect(lowStock).toBeChecked();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first().getByText('Sắp hết hàng')).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Sắp hết hàng' })).toHaveCount(0);
  });

  test('switches a service off and on, and deletes one after confirming', async ({ page, session }) => {
    await page.goto(`${shopPrefix(session.shopId!)}/services?group=1`);
    const toggle = page.getByRole('switch', { name: 'Áp dụng dịch vụ Vắt tuyến hôi' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Đã tắt dịch vụ “Vắt tuyến hôi”.' })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();

    // a service no demo visit used: deleted, not deactivated
    await page.getByRole('button', { name: 'Thao tác với Tắm vệ sinh chó trên 20kg' }).click();
    await page.getByRole('button', { name: 'Xóa', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(confirm).toContainText('Xóa “Tắm vệ sinh chó trên 20kg”?');
    await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Đã xóa “Tắm vệ sinh chó trên 20kg”.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Tắm vệ sinh chó trên 20kg' })).toHaveCount(0);
  });
});
