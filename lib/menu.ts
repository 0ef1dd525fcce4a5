import type { Permission } from './permissions';
import { Role, type RoleId } from './roles';

// The side menu of SPEC §2 with the item model of SPEC §3, filtered by SPEC §6.

export type MenuItemType = 'link' | 'sub' | 'empty';
export type MenuFeature = 'MULTIPLE_PERSON_WORK';
export type BadgeKey = 'activities' | 'ultrasound' | 'surgery' | 'x-ray' | 'lab-test' | 'transportation' | 'inpatient-treatment';

export interface MenuItem {
  /** key in the `menu` namespace */
  title: string;
  /** relative to the shop (or admin) prefix; '' is the area's root */
  path: string;
  type: MenuItemType;
  icon?: string;
  children?: MenuItem[];
  badgeKey?: BadgeKey;
  features?: MenuFeature[];
  permissions?: Permission[];
  role?: RoleId[];
}

const link = (title: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({ title, path, type: 'link', ...extra });
const sub = (title: string, path: string, children: MenuItem[], extra: Partial<MenuItem> = {}): MenuItem => ({ title, path, type: 'sub', children, ...extra });
/** A section heading; its permissions are the union of what its entries need. */
const section = (title: string): MenuItem => ({ title, path: '', type: 'empty' });

export const SHOP_MENU: MenuItem[] = [
  link('home', '', { icon: 'house-door', permissions: ['HOME_SELLING'] }),

  section('sections.activity'),
  link('dashboards', '/activities', { icon: 'speedometer2', badgeKey: 'activities', permissions: ['ACTIVITY_VIEW_CUSTOMER_LIST'] }),
  sub(
    'services',
    '/service-activities',
    [
      link('serviceQueues.ultrasound', '/service-activities/ultrasound', { badgeKey: 'ultrasound' }),
      link('serviceQueues.surgery', '/service-activities/surgery', { badgeKey: 'surgery' }),
      link('serviceQueues.x-ray', '/service-activities/x-ray', { badgeKey: 'x-ray' }),
      link('serviceQueues.lab-test', '/service-activities/lab-test', { badgeKey: 'lab-test' }),
      link('serviceQueues.transportation', '/service-activities/transportation', { badgeKey: 'transportation' }),
    ],
    { icon: 'clipboard2-pulse', features: ['MULTIPLE_PERSON_WORK'], permissions: ['ACTIVITY_EXECUTE'] },
  ),

  section('sections.accommodation'),
  link('hotels', '/accommodation/hotels', { icon: 'building', permissions: ['HOTEL_VIEW_PET_ROOM_LIST'] }),
  link('inpatientCare', '/accommodation/inpatient-care', { icon: 'hospital', permissions: ['INPATIENT_CARE_VIEW_PET_ROOM_LIST'] }),

  section('sections.customerCare'),
  link('schedule', '/schedule', { icon: 'calendar3', permissions: ['APPOINTMENTS_VIEW_UPDATE'] }),
  sub(
    'debtManagement',
    '/debt-management',
    [
      link('debts.customers', '/debt-management/customers', { permissions: ['DEBT_PROCESS_CUSTOMER_PAYMENT'] }),
      link('debts.suppliers', '/debt-management/suppliers', { permissions: ['DEBT_PROCESS_SUPPLIER_PAYMENT'] }),
    ],
    { icon: 'cash-coin' },
  ),
  sub(
    'history',
    '/history',
    [
      link('histories.healthcare', '/history/healthcare'),
      link('histories.grooming', '/history/grooming'),
      link('histories.home-service', '/history/home-service'),
      link('histories.sales', '/history/sales'),
      link('histories.hotel', '/history/hotel'),
      link('histories.inpatient-care', '/history/inpatient-care'),
    ],
    { icon: 'clock-history', permissions: ['ACTIVITY_HISTORY_EXECUTE_SESSION'] },
  ),

  section('sections.statistics'),
  link('overview', '/statistics', { icon: 'bar-chart-line', permissions: ['REPORTS_VIEW_STATISTICS'] }),
  sub(
    'financial',
    '/financial',
    [link('financials.reports', '/financial/reports'), link('financials.receipt-payments', '/financial/receipt-payments')],
    { icon: 'wallet2', permissions: ['FINANCIAL_RECEIPT_PAYMENTS'] },
  ),

  section('sections.management'),
  sub(
    'category',
    '/category',
    [
      link('categories.customers', '/customers', { permissions: ['CUSTOMER_VIEW_DETAILS'] }),
      link('categories.pets', '/pets', { permissions: ['PET_VIEW_DETAILS'] }),
      link('categories.services', '/services', { permissions: ['SERVICE_VIEW_DETAILS'] }),
      link('categories.products', '/products', { permissions: ['PRODUCT_VIEW_DETAILS'] }),
      link('categories.suppliers', '/suppliers', { permissions: ['SUPPLIER_VIEW_DETAILS'] }),
    ],
    { icon: 'grid' },
  ),
  sub(
    'inventory',
    '/inventory',
    [
      link('inventories.product-imports', '/product-imports', { permissions: ['INVENTORY_IMPORT'] }),
      link('inventories.inventory-tracking', '/inventory-tracking', { permissions: ['INVENTORY_TRACKING'] }),
      link('inventories.inventories', '/inventories', { permissions: ['INVENTORY_WAREHOUSE'] }),
    ],
    { icon: 'box-seam' },
  ),
  sub(
    'store',
    '/store',
    [
      link('stores.promotions', '/promotions', { permissions: ['STORE_PROMOTIONS'] }),
      link('stores.employees', '/employees', { permissions: ['STORE_EMPLOYEES_VIEW_DETAIL'] }),
      link('stores.settings', '/profile#StoreSettings', { role: [Role.SHOP_ADMIN] }),
    ],
    { icon: 'shop' },
  ),
];

export const ADMIN_MENU: MenuItem[] = [
  link('home', '', { icon: 'house-door', role: [Role.SYSTEM_ADMIN] }),
  link('adminShops', '/shops', { icon: 'shop-window', role: [Role.SYSTEM_ADMIN] }),
  link('adminChains', '/chains', { icon: 'diagram-3', role: [Role.SYSTEM_ADMIN] }),
];

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

/** The path without the shop or admin prefix, used to highlight the active entry. */
export function stripAreaPrefix(pathname: string): string {
  const rest = pathname.replace(/^\/(vi|en)(?=\/|$)/, '');
  const shop = rest.match(/^\/clinic-management\/[^/]+(.*)$/);
  if (shop) return shop[1] || '';
  const admin = rest.match(/^\/admin(.*)$/);
  if (admin) return admin[1] || '';
  return rest;
}

/** An entry is active on its own path and below it; the root only on itself. */
export function isActive(item: MenuItem, relativePath: string): boolean {
  if (item.type === 'sub') return (item.children ?? []).some((c) => isActive(c, relativePath));
  // an entry pointing into a tab of another page (/profile#StoreSettings) is not a page of its own
  if (item.path.includes('#')) return false;
  const path = item.path;
  if (path === '') return relativePath === '' || relativePath === '/';
  return relativePath === path || relativePath.startsWith(`${path}/`);
}

// Screens reachable without being menu links of their own.
const EXTRA_SHOP_SCREENS: Record<string, string> = {
  '/service-activities': 'services',
  '/service-activities/inpatient-treatment': 'serviceQueues.inpatient-treatment',
};

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
