import { Role } from '../roles';
import { ADMIN_MENU } from './admin-menu';
import type { MenuItem } from './menu-item';
import { EXTRA_SHOP_SCREENS, SHOP_MENU } from './shop-menu';

// Which entries of the menus a user sees and may open (SPEC §6), and which entry a path belongs to.

export interface MenuUser {
  role: number;
  isSysAdmin: boolean;
  permissions: readonly string[];
  isSingleUserFlowEnabled: boolean;
}

/** SPEC §6 by role and permission: may the user use this entry's screen at all. */
function entryPermitted(item: MenuItem, user: Omit<MenuUser, 'isSingleUserFlowEnabled'>): boolean {
  if (user.isSysAdmin) return !!item.role?.includes(Role.SYSTEM_ADMIN);
  if (item.role) return (item.role as number[]).includes(user.role);
  if (!item.permissions?.length) return true;
  return item.permissions.some((p) => user.permissions.includes(p));
}

/** SPEC §6: one entry on its own, without looking at its children. */
function entryVisible(item: MenuItem, user: MenuUser): boolean {
  if (!user.isSysAdmin && item.features?.includes('MULTIPLE_PERSON_WORK') && user.isSingleUserFlowEnabled) return false;
  return entryPermitted(item, user);
}

function filterItem(item: MenuItem, user: MenuUser): MenuItem | null {
  if (!entryVisible(item, user)) return null;
  if (item.type !== 'sub') return item;
  const children = (item.children ?? []).map((c) => filterItem(c, user)).filter((c): c is MenuItem => c !== null);
  return children.length > 0 ? { ...item, children } : null;
}

/** The entries a user sees; a section heading stays only when an entry under it is visible. */
export function visibleMenu(items: MenuItem[], user: MenuUser): MenuItem[] {
  const out: MenuItem[] = [];
  let heading: MenuItem | null = null;
  for (const item of items) {
    if (item.type === 'empty') {
      heading = user.isSysAdmin ? null : item;
      continue;
    }
    const visible = filterItem(item, user);
    if (!visible) continue;
    if (heading) {
      out.push(heading);
      heading = null;
    }
    out.push(visible);
  }
  return out;
}

/** Every visible link, flattened (search modal). */
export function flattenLinks(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.type === 'sub' ? flattenLinks(i.children ?? []) : i.type === 'link' ? [i] : []));
}

/**
 * Every visible link with the heading it sits under: its sub-menu, else its section (none for Home).
 * The search modal shows it, since two entries may share a title ("Lưu trú › Khách sạn",
 * "Lịch sử hoạt động › Khách sạn").
 */
export function linkGroups(items: MenuItem[]): Map<MenuItem, MenuItem | null> {
  const groups = new Map<MenuItem, MenuItem | null>();
  let section: MenuItem | null = null;
  for (const item of items) {
    if (item.type === 'empty') section = item;
    else if (item.type === 'link') groups.set(item, section);
    else for (const child of flattenLinks(item.children ?? [])) groups.set(child, item);
  }
  return groups;
}

/** The path without the shop or admin prefix, used to highlight the active entry. */
export function stripAreaPrefix(pathname: string): string {
  const rest = pathname.replace(/^\/(vi|en)(?=\/|$)/, '');
  const shop = rest.match(/^\/clinic-management\/[^/]+(.*)$/);
  if (shop) return shop[1] || '';
  const admin = rest.match(/^\/admin(.*)$/);
  if (admin) return admin[1] || '';
  return rest;
}

// Entries that open a tab of a page ('/profile#StoreSettings'): on that tab, that entry is the active one.
const TAB_ENTRIES = new Set(flattenLinks([...SHOP_MENU, ...ADMIN_MENU]).map((l) => l.path).filter((p) => p.includes('#')));

/**
 * An entry is active on its own path and below it; the root only on itself. An entry pointing into
 * a tab of a page is active on that tab only (the URL hash, without '#'), and then an entry for the
 * page itself is not, so one entry is highlighted, not two.
 */
export function isActive(item: MenuItem, relativePath: string, hash = ''): boolean {
  if (item.type === 'sub') return (item.children ?? []).some((c) => isActive(c, relativePath, hash));
  const [path, tab] = item.path.split('#');
  if (tab !== undefined) return relativePath === path && hash === tab;
  if (hash && TAB_ENTRIES.has(`${relativePath}#${hash}`)) return false;
  if (path === '') return relativePath === '' || relativePath === '/';
  return relativePath === path || relativePath.startsWith(`${path}/`);
}

/** The title key of the screen at a path of the shop or admin area, if there is one. */
export function screenTitleKey(area: 'shop' | 'admin', relativePath: string): string | undefined {
  if (area === 'shop' && EXTRA_SHOP_SCREENS[relativePath]) return EXTRA_SHOP_SCREENS[relativePath];
  const links = flattenLinks(area === 'shop' ? SHOP_MENU : ADMIN_MENU);
  return links.find((l) => l.path.split('#')[0] === relativePath)?.title;
}

/** The entries leading to the screen at a shop-relative path: a sub-menu, then its link; none when no entry leads there. */
function entriesTo(items: MenuItem[], relativePath: string): MenuItem[] {
  for (const item of items) {
    if (item.type === 'sub') {
      const below = entriesTo(item.children ?? [], relativePath);
      if (below.length > 0) return [item, ...below];
    } else if (item.type === 'link' && isActive(item, relativePath)) {
      return [item];
    }
  }
  return [];
}

/**
 * May a shop user open the screen at this shop-relative path (a detail page counts as its list's
 * screen)? The same rules as the menu, so a hidden entry's URL typed by hand ends on /403 too.
 */
export function mayOpenShopPath(relativePath: string, user: Omit<MenuUser, 'isSingleUserFlowEnabled'>): boolean {
  return entriesTo(SHOP_MENU, relativePath).every((item) => entryPermitted(item, user));
}
