import { exactPath } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';

// The front page (/vi, /en): the way in for a visitor, and the way back to the console for someone
// already signed in.

test.describe('front page', () => {
  test('a visitor is offered the sign-in only', async ({ page }) => {
    await page.goto('/vi');
    await expect(page.getByRole('main').getByRole('link')).toHaveText(['Đăng nhập']);
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/vi/sign-in');
  });

  test.describe('signed in as the owner', () => {
    test.use({ as: 'owner' });

    test('offers "Vào hệ thống", which opens their shop', async ({ page, session }) => {
      await page.goto('/vi');
      const main = page.getByRole('main');
      await expect(main.getByRole('link')).toHaveText(['Vào hệ thống']);
      await main.getByRole('link', { name: 'Vào hệ thống' }).click();
      await expect(page).toHaveURL(exactPath(shopPrefix(session.shopId!)));

      await page.goto('/en');
      await expect(page.getByRole('main').getByRole('link')).toHaveText(['Go to console']);
      await expect(page.getByRole('link', { name: 'Go to console' })).toHaveAttribute('href', shopPrefix(session.shopId!, 'en'));
    });
  });

  test.describe('signed in as the system admin', () => {
    test.use({ as: 'admin' });

    test('offers "Vào hệ thống", which opens the admin console', async ({ page }) => {
      await page.goto('/vi');
      await page.getByRole('main').getByRole('link', { name: 'Vào hệ thống' }).click();
      await expect(page).toHaveURL(exactPath('/vi/admin'));
    });
  });
});
