import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { escapeRegExp } from './accounts';
import type { MenuEntry } from './menus';

// Locators and checks of the console shell (components/layout/shell/*).

export const shopPrefix = (shopId: string, locale = 'vi') => `/${locale}/clinic-management/${shopId}`;

/** The side menu: an <aside> labelled "Menu chính" ("Main menu" in English). */
export const sidebar = (page: Page, name = 'Menu chính') => page.getByRole('complementary', { name, exact: true });

/** A menu link's text is its title, then its badge count once the statics have loaded. */
export const titleWithBadge = (title: string) => new RegExp(`^\\s*${escapeRegExp(title)}(\\s*\\d+)?\\s*$`);

/**
 * Asserts the whole side menu: the section headings and top-level entries in order, which entries
 * are links (with their hrefs) and which are sub-menus, and — expanding each sub-menu — its
 * children in order with their hrefs. Expects every sub-menu to start closed (no active child).
 */
export async function expectMenu(page: Page, prefix: string, menu: MenuEntry[]) {
  const aside = sidebar(page);
  await expect(aside).toBeVisible();
  const nav = aside.getByRole('navigation');

  // Section headings are plain list items (role "presentation"), so the outline uses the markup.
  const outline = aside.locator('.sidebar-nav > li.sidebar-section, .sidebar-nav > li > .sidebar-link .sidebar-text');
  await expect(outline, 'sidebar outline: section headings and top-level entries, in order').toHaveText(menu.map((e) => e.title));
  await expect(aside.locator('.sidebar-nav > li.sidebar-section'), 'section headings').toHaveText(
    menu.filter((e) => e.kind === 'section').map((e) => e.title),
  );

  // With every sub-menu closed, the only visible links are the top-level ones.
  const links = menu.filter((e): e is Extract<MenuEntry, { kind: 'link' }> => e.kind === 'link');
  await expect(nav.getByRole('link'), 'top-level links').toHaveText(links.map((l) => titleWithBadge(l.title)));
  for (const [i, l] of links.entries()) {
    await expect(nav.getByRole('link').nth(i), `href of "${l.title}"`).toHaveAttribute('href', `${prefix}${l.path}`);
  }

  const subs = menu.filter((e): e is Extract<MenuEntry, { kind: 'sub' }> => e.kind === 'sub');
  await expect(nav.getByRole('button'), 'sub-menu toggles').toHaveText(subs.map((s) => s.title));
  for (const s of subs) {
    const toggle = nav.getByRole('button', { name: s.title, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // (the inner locator of `has` is relative to the list item)
    const children = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: s.title, exact: true }) }).getByRole('link');
    await expect(children, `children of "${s.title}"`).toHaveText(s.children.map((c) => titleWithBadge(c.title)));
    for (const [i, c] of s.children.entries()) {
      await expect(children.nth(i), `href of "${s.title} › ${c.title}"`).toHaveAttribute('href', `${prefix}${c.path}`);
    }
  }
}

/** Saves a screenshot to test-results/screenshots/<name>.png and attaches it to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const root = testInfo.config.configFile ? path.dirname(testInfo.config.configFile) : process.cwd();
  const file = path.join(root, 'test-results', 'screenshots', `${name}.png`);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
