import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { screenshot, shopPrefix, sidebar } from './support/shell';

// The console shell on a narrow screen, and its look: axe and screenshots of the light and dark shell.

test.describe('narrow screen (900 px)', () => {
  test.use({ as: 'owner', viewport: { width: 900, height: 800 } });

  test('the sidebar overlays, opens with the toggle and closes on a content click', async ({ page, session }, testInfo) => {
    await page.goto(shopPrefix(session.shopId!));
    const shell = page.locator('.app-shell');
    const aside = sidebar(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Thu gọn / mở rộng menu', exact: true });

    await expect(shell).toHaveClass(/\bis-mobile\b/);
    await expect(shell).toHaveClass(/\bsidebar-collapsed\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aside).not.toBeInViewport();

    await toggle.click();
    await expect(shell).toHaveClass(/\bsidebar-expanded\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aside).toBeInViewport({ ratio: 1 });
    // overlay: the content keeps its place under the sidebar
    await expect(page.getByRole('main')).toHaveCSS('margin-inline-start', '0px');
    await screenshot(page, testInfo, 'shell-narrow-900-sidebar-open');

    // a click on the content to the right of the sidebar (the backdrop lies over it)
    await page.getByRole('main').click({ position: { x: 700, y: 60 }, force: true });
    await expect(shell).toHaveClass(/\bsidebar-collapsed\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aside).not.toBeInViewport();
  });
});

test.describe('accessibility and screenshots (1366×800)', () => {
  // no colour transitions half-way through a scan or a screenshot
  test.use({ as: 'owner', viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });

  test('light shell: no serious or critical axe violations', async ({ page, session }, testInfo) => {
    await page.goto(shopPrefix(session.shopId!));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Chế độ tối', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Quận 1 – chuyển chi nhánh' })).toHaveText('Quận 1');
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 });
    await screenshot(page, testInfo, 'shell-light-1366');
    await expectNoSeriousViolations(page, testInfo, 'light');
  });

  test('dark shell: no serious or critical axe violations', async ({ page, session }, testInfo) => {
    await page.goto(shopPrefix(session.shopId!));
    await page.getByRole('banner').getByRole('button', { name: 'Chế độ tối', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Quận 1 – chuyển chi nhánh' })).toHaveText('Quận 1');
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 });
    await screenshot(page, testInfo, 'shell-dark-1366');
    await expectNoSeriousViolations(page, testInfo, 'dark');
  });
});
