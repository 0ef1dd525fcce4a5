import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';

// The Content-Security-Policy (server/http/security-headers.ts) lets the app do all it does: no
// violation on the sign-in page, a catalogue list with its live socket, or the profile page.

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test('the sign-in page runs under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const res = await page.goto('/vi/sign-in');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ as: 'owner' });

  test('a catalogue list with its socket, and the profile page, run under the policy', async ({ page, session }) => {
    const violations = await recordViolations(page);
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await page.goto(`${shopPrefix(session.shopId!)}/customers`);
    await expect(page.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeVisible();
    expect((await socket).isClosed()).toBe(false);
    await page.getByRole('button', { name: 'Thêm khách hàng', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Thêm khách hàng' })).toBeVisible();

    await page.goto(`${shopPrefix(session.shopId!)}/profile`);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
