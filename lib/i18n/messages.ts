import enAdmin from '@/locales/en/admin.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enCustomers from '@/locales/en/customers.json';
import enEmployees from '@/locales/en/employees.json';
import enErrors from '@/locales/en/errors.json';
import enList from '@/locales/en/list.json';
import enMenu from '@/locales/en/menu.json';
import enPets from '@/locales/en/pets.json';
import enProducts from '@/locales/en/products.json';
import enProfile from '@/locales/en/profile.json';
import enServices from '@/locales/en/services.json';
import enShell from '@/locales/en/shell.json';
import enSpreadsheets from '@/locales/en/spreadsheets.json';
import enSuppliers from '@/locales/en/suppliers.json';
import enValidation from '@/locales/en/validation.json';
import enProductImports from '@/locales/en/product-imports.json';
import enInventory from '@/locales/en/inventory.json';
import enStockTakes from '@/locales/en/stock-takes.json';
import enSupplierDebts from '@/locales/en/supplier-debts.json';
import enCustomerDebts from '@/locales/en/customer-debts.json';
import enCashBook from '@/locales/en/cash-book.json';
import enActivities from '@/locales/en/activities.json';
import enInvoices from '@/locales/en/invoices.json';
import enPromotions from '@/locales/en/promotions.json';
import enCounter from '@/locales/en/counter.json';
import enAccommodation from '@/locales/en/accommodation.json';
import enAppointments from '@/locales/en/appointments.json';
import enFinancialReports from '@/locales/en/financial-reports.json';
import enStatistics from '@/locales/en/statistics.json';
import enReportSheets from '@/locales/en/report-sheets.json';
import enAudit from '@/locales/en/audit.json';
import viAdmin from '@/locales/vi/admin.json';
import viAuth from '@/locales/vi/auth.json';
import viCommon from '@/locales/vi/common.json';
import viCustomers from '@/locales/vi/customers.json';
import viEmployees from '@/locales/vi/employees.json';
import viErrors from '@/locales/vi/errors.json';
import viList from '@/locales/vi/list.json';
import viMenu from '@/locales/vi/menu.json';
import viPets from '@/locales/vi/pets.json';
import viProducts from '@/locales/vi/products.json';
import viProfile from '@/locales/vi/profile.json';
import viServices from '@/locales/vi/services.json';
import viShell from '@/locales/vi/shell.json';
import viSpreadsheets from '@/locales/vi/spreadsheets.json';
import viSuppliers from '@/locales/vi/suppliers.json';
import viValidation from '@/locales/vi/validation.json';
import viProductImports from '@/locales/vi/product-imports.json';
import viInventory from '@/locales/vi/inventory.json';
import viStockTakes from '@/locales/vi/stock-takes.json';
import viSupplierDebts from '@/locales/vi/supplier-debts.json';
import viCustomerDebts from '@/locales/vi/customer-debts.json';
import viCashBook from '@/locales/vi/cash-book.json';
import viActivities from '@/locales/vi/activities.json';
import viInvoices from '@/locales/vi/invoices.json';
import viPromotions from '@/locales/vi/promotions.json';
import viCounter from '@/locales/vi/counter.json';
import viAccommodation from '@/locales/vi/accommodation.json';
import viAppointments from '@/locales/vi/appointments.json';
import viFinancialReports from '@/locales/vi/financial-reports.json';
import viStatistics from '@/locales/vi/statistics.json';
import viReportSheets from '@/locales/vi/report-sheets.json';
import viAudit from '@/locales/vi/audit.json';
import type { Locale } from './config';

// Every namespace of a language, keyed by namespace (file name).
export const MESSAGES = {
  vi: { common: viCommon, auth: viAuth, errors: viErrors, validation: viValidation, menu: viMenu, shell: viShell, list: viList, profile: viProfile, employees: viEmployees, admin: viAdmin, customers: viCustomers, pets: viPets, products: viProducts, services: viServices, suppliers: viSuppliers, spreadsheets: viSpreadsheets, 'product-imports': viProductImports, inventory: viInventory, 'stock-takes': viStockTakes, 'supplier-debts': viSupplierDebts, 'customer-debts': viCustomerDebts, 'cash-book': viCashBook, activities: viActivities, invoices: viInvoices, promotions: viPromotions, counter: viCounter, accommodation: viAccommodation, appointments: viAppointments, 'financial-reports': viFinancialReports, statistics: viStatistics, 'report-sheets': viReportSheets, audit: viAudit },
  en: { common: enCommon, auth: enAuth, errors: enErrors, validation: enValidation, menu: enMenu, shell: enShell, list: enList, profile: enProfile, employees: enEmployees, admin: enAdmin, customers: enCustomers, pets: enPets, products: enProducts, services: enServices, suppliers: enSuppliers, spreadsheets: enSpreadsheets, 'product-imports': enProductImports, inventory: enInventory, 'stock-takes': enStockTakes, 'supplier-debts': enSupplierDebts, 'customer-debts': enCustomerDebts, 'cash-book': enCashBook, activities: enActivities, invoices: enInvoices, promotions: enPromotions, counter: enCounter, accommodation: enAccommodation, appointments: enAppointments, 'financial-reports': enFinancialReports, statistics: enStatistics, 'report-sheets': enReportSheets, audit: enAudit },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof MESSAGES)['vi'];

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
