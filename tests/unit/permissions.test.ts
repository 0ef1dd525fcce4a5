import { describe, expect, it } from 'vitest';
import { landingPath } from '@/lib/paths';
import { hasPermission, PERMISSION_ROLES, PERMISSIONS, permissionsOf, type Permission } from '@/lib/permissions';
import { landingSubPath, Role, ROLE_IDS, roleName, SHOP_ROLE_IDS } from '@/lib/roles';

// SPEC §6 permission matrix, written out here row by row rather than derived from lib/permissions.ts,
// so a change to the map has to be a change to this table too.
const { SHOP_ADMIN, SHOP_DOCTORS, SHOP_SELLER, SHOP_ACCOUNTANT, SHOP_SPA } = Role;
const ALL_FIVE = [SHOP_ADMIN, SHOP_DOCTORS, SHOP_SELLER, SHOP_ACCOUNTANT, SHOP_SPA];
const ADMIN_DOCTORS_SPA_ACCOUNTANT = [SHOP_ADMIN, SHOP_DOCTORS, SHOP_SPA, SHOP_ACCOUNTANT];
const ADMIN_SELLER_ACCOUNTANT = [SHOP_ADMIN, SHOP_SELLER, SHOP_ACCOUNTANT];
const ADMIN_ACCOUNTANT = [SHOP_ADMIN, SHOP_ACCOUNTANT];
const ADMIN = [SHOP_ADMIN];

const MATRIX: [row: string, permission: Permission, roles: number[]][] = [
  // Row 1: all five shop roles.
  ['all shop roles', 'HOME_SELLING', ALL_FIVE],
  ['all shop roles', 'HOME_ADD_CLINIC_ACTIVITIES', ALL_FIVE],
  ['all shop roles', 'ACTIVITY_VIEW_CUSTOMER_LIST', ALL_FIVE],
  ['all shop roles', 'ACTIVITY_DELETE_UPDATE_PENDING', ALL_FIVE],
  ['all shop roles', 'HOTEL_VIEW_PET_ROOM_LIST', ALL_FIVE],
  ['all shop roles', 'INPATIENT_CARE_VIEW_PET_ROOM_LIST', ALL_FIVE],
  ['all shop roles', 'APPOINTMENTS_VIEW_UPDATE', ALL_FIVE],
  ['all shop roles', 'CUSTOMER_VIEW_DETAILS', ALL_FIVE],
  ['all shop roles', 'PET_VIEW_DETAILS', ALL_FIVE],
  ['all shop roles', 'SERVICE_VIEW_DETAILS', ALL_FIVE],
  ['all shop roles', 'STORE_EMPLOYEES_VIEW_DETAIL', ALL_FIVE],
  // Row 2: activity execution, activity details, hotel stay and inpatient care functions.
  ['admin, doctors, spa, accountant', 'ACTIVITY_EXECUTE', ADMIN_DOCTORS_SPA_ACCOUNTANT],
  ['admin, doctors, spa, accountant', 'ACTIVITY_VIEW_DETAILS', ADMIN_DOCTORS_SPA_ACCOUNTANT],
  ['admin, doctors, spa, accountant', 'HOTEL_EXECUTE', ADMIN_DOCTORS_SPA_ACCOUNTANT],
  ['admin, doctors, spa, accountant', 'INPATIENT_CARE_EXECUTE', ADMIN_DOCTORS_SPA_ACCOUNTANT],
  // Row 3: the same plus seller.
  ['row 2 plus seller', 'ACTIVITY_HISTORY_EXECUTE_SESSION', ALL_FIVE],
  // Row 4: debts.
  ['admin, seller, accountant', 'DEBT_PROCESS_CUSTOMER_PAYMENT', ADMIN_SELLER_ACCOUNTANT],
  ['admin, seller, accountant', 'DEBT_PROCESS_SUPPLIER_PAYMENT', ADMIN_SELLER_ACCOUNTANT],
  // Row 5: service create/update, product view/create/update, supplier view/create.
  ['admin, accountant', 'SERVICE_CREATE', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'SERVICE_UPDATE', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'PRODUCT_VIEW_DETAILS', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'PRODUCT_CREATE', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'PRODUCT_UPDATE', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'SUPPLIER_VIEW_DETAILS', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'SUPPLIER_CREATE', ADMIN_ACCOUNTANT],
  // Row 6: inventory, promotions, statistics, receipts and payments.
  ['admin, accountant', 'INVENTORY_IMPORT', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'INVENTORY_WAREHOUSE', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'INVENTORY_TRACKING', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'STORE_PROMOTIONS', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'REPORTS_VIEW_STATISTICS', ADMIN_ACCOUNTANT],
  ['admin, accountant', 'FINANCIAL_RECEIPT_PAYMENTS', ADMIN_ACCOUNTANT],
  // Row 7: employee actions; Store Settings is limited to the shop admin (SPEC §6 intro).
  ['admin only', 'STORE_EMPLOYEES_CREATE', ADMIN],
  ['admin only', 'STORE_EMPLOYEES_UPDATE', ADMIN],
  ['admin only', 'STORE_SETTINGS_UPDATE', ADMIN],
  // Beyond the matrix: deleting people's records, taking whole catalogues out of the shop, voiding invoices.
  ['admin only', 'CUSTOMER_DELETE', ADMIN],
  ['admin only', 'PET_DELETE', ADMIN],
  ['admin, accountant', 'CATALOGUE_EXPORT', ADMIN_ACCOUNTANT],
  // and voiding an issued invoice (issue 18)
  ['admin, accountant', 'INVOICE_VOID', ADMIN_ACCOUNTANT],
  // and the rooms of the hotel and inpatient boards (issue 19: "managed from the board (shop admin)")
  ['admin only', 'PET_ROOMS_MANAGE', ADMIN],
  // and the audit trail, which names every member of staff (issue 21)
  ['admin only', 'STORE_AUDIT_LOG', ADMIN],
];

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('permission map (SPEC §6 matrix)', () => {
  it.each(MATRIX)('%s: %s', (_row, permission, roles) => {
    expect(sorted(PERMISSION_ROLES[permission])).toEqual(sorted(roles));
  });

  it('has no role listed twice for a permission', () => {
    for (const permission of PERMISSIONS) {
      const roles = PERMISSION_ROLES[permission];
      expect(new Set(roles).size, permission).toBe(roles.length);
    }
  });

  it('holds exactly the permissions of the matrix, no more and no fewer', () => {
    expect([...PERMISSIONS].sort()).toEqual(MATRIX.map(([, p]) => p).sort());
  });

  it('lists every permission once in the table above', () => {
    const names = MATRIX.map(([, p]) => p);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the system admin no permission at all', () => {
    expect(permissionsOf(Role.SYSTEM_ADMIN)).toEqual([]);
    for (const permission of PERMISSIONS) expect(hasPermission(Role.SYSTEM_ADMIN, permission), permission).toBe(false);
  });

  it('gives every permission to SHOP_ADMIN', () => {
    expect(permissionsOf(Role.SHOP_ADMIN)).toEqual(PERMISSIONS);
    for (const permission of PERMISSIONS) expect(hasPermission(Role.SHOP_ADMIN, permission), permission).toBe(true);
  });

  it('gives unknown role ids nothing', () => {
    for (const role of [0, 7, -1, 2.5]) {
      expect(permissionsOf(role), String(role)).toEqual([]);
      expect(PERMISSIONS.some((p) => hasPermission(role, p)), String(role)).toBe(false);
    }
  });

  it.each(ROLE_IDS.map((id) => [roleName(id)!, id] as const))('permissionsOf and hasPermission agree for %s', (_name, role) => {
    const held = permissionsOf(role);
    expect(held).toEqual(PERMISSIONS.filter((p) => hasPermission(role, p)));
    const expected = MATRIX.filter(([, , roles]) => roles.includes(role)).map(([, p]) => p);
    expect([...held].sort()).toEqual(expected.sort());
  });

  it.each([
    // A few concrete consequences of the matrix, read as sentences.
    [SHOP_SELLER, 'DEBT_PROCESS_CUSTOMER_PAYMENT', true],
    [SHOP_SELLER, 'ACTIVITY_EXECUTE', false],
    [SHOP_SELLER, 'ACTIVITY_HISTORY_EXECUTE_SESSION', true],
    [SHOP_DOCTORS, 'DEBT_PROCESS_SUPPLIER_PAYMENT', false],
    [SHOP_DOCTORS, 'PRODUCT_VIEW_DETAILS', false],
    [SHOP_SPA, 'HOTEL_EXECUTE', true],
    [SHOP_SPA, 'REPORTS_VIEW_STATISTICS', false],
    [SHOP_ACCOUNTANT, 'REPORTS_VIEW_STATISTICS', true],
    [SHOP_ACCOUNTANT, 'STORE_EMPLOYEES_CREATE', false],
    [SHOP_ACCOUNTANT, 'STORE_SETTINGS_UPDATE', false],
  ] as const)('role %i holding %s is %s', (role, permission, expected) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });
});

describe('landingSubPath (SPEC §2: empty except for the accountant)', () => {
  it.each([
    [Role.SHOP_ADMIN, ''],
    [Role.SHOP_DOCTORS, ''],
    [Role.SHOP_SELLER, ''],
    [Role.SHOP_ACCOUNTANT, 'statistics'],
    [Role.SHOP_SPA, ''],
    [Role.SYSTEM_ADMIN, ''],
  ])('role %i lands on %j', (role, expected) => {
    expect(landingSubPath(role)).toBe(expected);
  });
});

describe('landingPath (SPEC §2 landing per role)', () => {
  const shopId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

  it('sends the system admin to /admin, whatever shop it might carry', () => {
    expect(landingPath('vi', { role: Role.SYSTEM_ADMIN, shopId: null })).toBe('/vi/admin');
    expect(landingPath('en', { role: Role.SYSTEM_ADMIN, shopId })).toBe('/en/admin');
  });

  it('sends the accountant to the statistics page of the shop', () => {
    expect(landingPath('vi', { role: Role.SHOP_ACCOUNTANT, shopId })).toBe(`/vi/clinic-management/${shopId}/statistics`);
  });

  it.each(SHOP_ROLE_IDS.filter((r) => r !== Role.SHOP_ACCOUNTANT).map((r) => [roleName(r)!, r] as const))(
    'sends %s to the shop home',
    (_name, role) => {
      expect(landingPath('vi', { role, shopId })).toBe(`/vi/clinic-management/${shopId}`);
      expect(landingPath('en', { role, shopId })).toBe(`/en/clinic-management/${shopId}`);
    },
  );
});
