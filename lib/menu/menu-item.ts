import type { Permission } from '../permissions';
import type { RoleId } from '../roles';

// The side menu's item model (SPEC §3); the entries are in shop-menu.ts and admin-menu.ts.

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

export const link = (title: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({ title, path, type: 'link', ...extra });
export const sub = (title: string, path: string, children: MenuItem[], extra: Partial<MenuItem> = {}): MenuItem => ({ title, path, type: 'sub', children, ...extra });
/** A section heading; its permissions are the union of what its entries need. */
export const section = (title: string): MenuItem => ({ title, path: '', type: 'empty' });

