import { describe, expect, it } from 'vitest';
import { mayOpenShopPath } from '@/lib/menu/menu-access';
import { permissionsOf } from '@/lib/permissions';
import { Role, type RoleId } from '@/lib/roles';

// The proxy sends a shop user to /403 from a screen their menu would not show (SPEC §6).
const user = (role: RoleId) => ({ role, isSysAdmin: false, permissions: permissionsOf(role) });

describe('mayOpenShopPath', () => {
  it('lets every shop role open the shop home, customers, pets and services, and their detail pages', () => {
    for (const role of [Role.SHOP_ADMIN, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_ACCOUNTANT, Role.SHOP_SPA]) {
      for (const path of ['', '/', '/customers', '/customers/1', '/pets', '/pets/1', '/services']) expect(mayOpenShopPath(path, user(role)), `${role} ${path}`).toBe(true);
    }
  });

  it('keeps products and suppliers to the shop admin and the accountant (SPEC §6)', () => {
    for (const path of ['/products', '/suppliers', '/suppliers/1']) {
      expect(mayOpenShopPath(path, user(Role.SHOP_ADMIN))).toBe(true);
      expect(mayOpenShopPath(path, user(Role.SHOP_ACCOUNTANT))).toBe(true);
      expect(mayOpenShopPath(path, user(Role.SHOP_SELLER))).toBe(false);
      expect(mayOpenShopPath(path, user(Role.SHOP_SPA))).toBe(false);
    }
  });

  it("checks a sub-menu's permission for its children, which list none of their own", () => {
    expect(mayOpenShopPath('/history/healthcare', user(Role.SHOP_SELLER))).toBe(true);
    expect(mayOpenShopPath('/financial/reports', user(Role.SHOP_ACCOUNTANT))).toBe(true);
    expect(mayOpenShopPath('/financial/reports', user(Role.SHOP_DOCTORS))).toBe(false);
  });

  it('keeps Store Settings to the shop admin but leaves the profile page open to all', () => {
    expect(mayOpenShopPath('/profile', user(Role.SHOP_SPA))).toBe(true);
    expect(mayOpenShopPath('/employees', user(Role.SHOP_SPA))).toBe(true);
    expect(mayOpenShopPath('/promotions', user(Role.SHOP_SPA))).toBe(false);
  });

  it('keeps the audit log to the shop admin (issue 21)', () => {
    expect(mayOpenShopPath('/audit-log', user(Role.SHOP_ADMIN))).toBe(true);
    for (const role of [Role.SHOP_ACCOUNTANT, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_SPA]) expect(mayOpenShopPath('/audit-log', user(role)), `${role}`).toBe(false);
  });

  it('leaves paths no menu entry leads to to the page itself (it answers 404)', () => {
    expect(mayOpenShopPath('/no-such-screen', user(Role.SHOP_SPA))).toBe(true);
  });
});
