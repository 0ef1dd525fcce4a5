import { expect, test } from './support/fixtures';

// The system admin's accounts: the home's accounts card leads to the list of every account, which
// searches without accents and filters by shop; a chain's branch without an admin of its own shows
// the chain's shop admin in the shops list.

test.describe('as the system admin', () => {
  test.use({ as: 'admin' });

  test('goes from the accounts card to every account, searches and filters by shop', async ({ page }) => {
    await page.goto('/vi/admin');
    await page.getByRole('main').getByRole('link', { name: /Tài khoản$/ }).click();
    await expect(page).toHaveURL(/\/vi\/admin\/users$/);
    await expect(page).toHaveTitle('PawDesk | Tài khoản');
    await expect(page.getByRole('heading', { name: 'Tài khoản', level: 1 })).toBeVisible();

    const owner = page.getByRole('row').filter({ hasText: 'owner@petclinic.vn' });
    await expect(owner).toContainText('Nguyễn Thị Minh Anh');
    await expect(owner).toContainText('0903123456');
    await expect(owner).toContainText('Quản trị viên');
    await expect(owner).toContainText('PetCare Sài Gòn - Quận 1');
    await expect(owner).toContainText('thành viên chuỗi');
    await expect(owner).toContainText('Đang hoạt động');
    await expect(page.getByRole('row').filter({ hasText: 'admin@petclinic.vn' })).toContainText('Quản trị hệ thống');

    await page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm' }).fill('nguyen thi minh');
    await expect(page).toHaveURL(/search=nguyen\+thi\+minh/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(owner).toBeVisible();

    await page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('combobox', { name: 'Cửa hàng' }).selectOption({ label: 'Happy Pet Hà Nội' });
    await expect(page).toHaveURL(/shopId=/);
    await expect(page.getByRole('row').filter({ hasText: 'other@petclinic.vn' })).toBeVisible();
    await expect(owner).toHaveCount(0);
  });

  test('sees the chain’s shop admin for the Quận 7 branch, which has none of its own', async ({ page }) => {
    await page.goto('/vi/admin/shops?search=quan%207');
    const q7 = page.getByRole('row').filter({ hasText: 'PetCare Sài Gòn - Quận 7' });
    await expect(q7).toContainText('Nguyễn Thị Minh Anh (owner@petclinic.vn)');
    await expect(q7).toContainText('qua chuỗi');
  });
});
