import type { MESSAGES } from './messages';

export type Namespace = keyof (typeof MESSAGES)['vi'];

// The translation namespaces each part of the console sends to the browser with its HTML: the root
// layout those of the providers and every form (`BASE`), the console layouts those of the shell,
// and each screen its own. A page that ships what it never shows only slows the front desk's PCs;
// one that misses a namespace shows keys instead of text. tests/unit/page-namespaces.test.ts
// follows each route's client components and checks they find every namespace they name here.

/** The providers (error toasts, the realtime connection), and the field errors of every form. */
export const BASE_NAMESPACES = ['common', 'errors', 'validation'] as const satisfies readonly Namespace[];

/** The console's header, side menu, search and dialogs (features/shell, components/ui). */
export const CONSOLE_NAMESPACES = ['shell', 'menu'] as const satisfies readonly Namespace[];

/** Each screen's own, on top of the layouts'. */
export const SCREEN_NAMESPACES = {
  signIn: ['auth'],
  landing: [],
  customers: ['customers', 'list', 'spreadsheets'],
  customer: ['customers', 'pets', 'list', 'activities', 'customer-debts', 'audit'],
  pets: ['pets', 'customers', 'list', 'spreadsheets'],
  pet: ['pets', 'customers', 'list', 'activities'],
  services: ['services', 'list', 'spreadsheets'],
  products: ['products', 'list', 'spreadsheets', 'audit'],
  suppliers: ['suppliers', 'list', 'spreadsheets'],
  employees: ['employees', 'list', 'auth'],
  profile: ['profile', 'auth'],
  adminShops: ['admin', 'list', 'auth'],
  adminChains: ['admin', 'list', 'auth'],
  adminUsers: ['admin', 'list'],
  productImports: ['product-imports', 'list'],
  productImport: ['product-imports', 'list', 'spreadsheets', 'suppliers'],
  productImportPrint: ['product-imports'],
  inventory: ['inventory', 'list', 'spreadsheets'],
  stockTakes: ['stock-takes', 'list'],
  stockTake: ['stock-takes', 'list'],
  supplierDebts: ['supplier-debts', 'list'],
  customerDebts: ['customer-debts', 'list', 'spreadsheets'],
  // a collection's receipt is the cash book's voucher sheet
  customerDebtReceiptPrint: ['cash-book'],
  supplier: ['suppliers', 'supplier-debts', 'list'],
  cashBook: ['cash-book', 'list', 'customers'],
  cashVoucherPrint: ['cash-book'],
  // business lines and activity types are worded as the invoices' kinds; a custom period's days as a list's
  statistics: ['statistics', 'invoices', 'list'],
  // business lines and VAT rates are worded as the invoices word them; the period and branch pickers are the statistics'
  financialReports: ['financial-reports', 'invoices', 'list', 'statistics'],
  financialReportPrint: ['financial-reports', 'invoices'],
  // the front desk and the retail counter (its customer picker adds customers as the front desk does)
  // …and today's figures for those who read the statistics
  home: ['activities', 'list', 'customers', 'pets', 'counter', 'invoices', 'appointments', 'statistics'],
  counterDisplay: ['counter'],
  activities: ['activities', 'list'],
  // the edit dialog picks another customer or adds a pet, as at the front desk
  activity: ['activities', 'list', 'customers', 'pets', 'invoices', 'audit'],
  activityPrint: ['activities'],
  serviceQueue: ['activities', 'list'],
  activityHistory: ['activities', 'list'],
  display: ['activities'],
  salesHistory: ['invoices', 'list', 'audit'],
  invoicePrint: ['invoices'],
  promotions: ['promotions', 'list'],
  // the check-in form picks a customer and a pet, or adds them, as at the front desk
  roomBoard: ['accommodation', 'list', 'customers', 'pets', 'activities'],
  // a stay's log records medicines and services with the activities' line editor
  stay: ['accommodation', 'list', 'activities'],
  stayPrint: ['accommodation'],
  // the booking form picks a customer and a pet, or adds them, as at the front desk
  schedule: ['appointments', 'list', 'customers', 'pets', 'activities'],
  auditLog: ['audit', 'list'],
} as const satisfies Record<string, readonly Namespace[]>;
