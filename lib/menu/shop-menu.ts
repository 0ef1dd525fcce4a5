import { Role } from '../roles';
import { link, type MenuItem, section, sub } from './menu-item';

// The shop area's side menu of SPEC §2; who sees each entry is SPEC §6 (menu-access.ts).
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
      link('stores.audit-log', '/audit-log', { permissions: ['STORE_AUDIT_LOG'] }),
    ],
    { icon: 'shop' },
  ),
];

// Screens reachable without being menu links of their own.
export const EXTRA_SHOP_SCREENS: Record<string, string> = {
  '/service-activities': 'services',
  '/service-activities/inpatient-treatment': 'serviceQueues.inpatient-treatment',
};
