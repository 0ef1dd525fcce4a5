import { activityHandlers } from './handlers/activities';
import { activityAttachmentHandlers } from './handlers/activity-attachments';
import { activityServiceHandlers } from './handlers/activity-services';
import { adminChainHandlers } from './handlers/admin-chains';
import { adminShopHandlers } from './handlers/admin-shops';
import { adminUserHandlers } from './handlers/admin-users';
import { auditEntryHandlers } from './handlers/audit-entries';
import { cashVoucherHandlers } from './handlers/cash-vouchers';
import { customerDebtHandlers } from './handlers/customer-debts';
import { customerHandlers } from './handlers/customers';
import { displayLinkHandlers } from './handlers/display-links';
import { employeeHandlers } from './handlers/employees';
import { healthHandlers } from './handlers/health';
import { petHandlers } from './handlers/pets';
import { petRoomHandlers } from './handlers/pet-rooms';
import { appointmentHandlers } from './handlers/appointments';
import { reminderHandlers } from './handlers/reminders';
import { stayLogHandlers } from './handlers/stay-log';
import { stayHandlers } from './handlers/stays';
import { petVaccinationHandlers } from './handlers/pet-vaccinations';
import { productImportLineHandlers } from './handlers/product-import-lines';
import { productImportHandlers } from './handlers/product-imports';
import { invoiceHandlers } from './handlers/invoices';
import { productHandlers } from './handlers/products';
import { promotionHandlers } from './handlers/promotions';
import { reportsFinancialHandlers } from './handlers/reports-financial';
import { reportsOverviewHandlers } from './handlers/reports-overview';
import { serviceHandlers } from './handlers/services';
import { shopHandlers } from './handlers/shops';
import { spreadsheetHandlers } from './handlers/spreadsheets';
import { staticsHandlers } from './handlers/statics';
import { stockHandlers } from './handlers/stock';
import { stockTakeHandlers } from './handlers/stock-takes';
import { supplierDebtHandlers } from './handlers/supplier-debts';
import { supplierHandlers } from './handlers/suppliers';
import { userHandlers } from './handlers/users';

// Every /api/v1 call the console makes today (SPEC §7), answered from `mockState`. Like the real
// route wrapper (handlers/route.ts): bearer token → user, `shop-Id` → a shop the user may work in
// (DESIGN §3), request bodies parsed by the same zod contracts as the server, and every answer
// parsed by its response contract, so a mock cannot drift from what the server sends.
//
// One module per API area under handlers/; no two of their routes overlap, so their order here
// does not change which handler answers (a catalogue's `/x/:id` lets `/x/export` and
// `/x/import-template` fall through, see idRoute in handlers/shared.ts).

export const handlers = [
  ...healthHandlers,
  ...shopHandlers,
  ...staticsHandlers,
  ...userHandlers,
  ...employeeHandlers,
  ...adminShopHandlers,
  ...adminChainHandlers,
  ...adminUserHandlers,
  ...customerHandlers,
  ...petHandlers,
  ...serviceHandlers,
  ...petRoomHandlers,
  ...stayHandlers,
  ...stayLogHandlers,
  ...appointmentHandlers,
  ...reminderHandlers,
  ...productHandlers,
  ...supplierHandlers,
  ...spreadsheetHandlers,
  // the lines' static routes before `/product-imports/:id`, which would take them
  ...productImportLineHandlers,
  ...productImportHandlers,
  ...stockHandlers,
  ...stockTakeHandlers,
  ...supplierDebtHandlers,
  ...cashVoucherHandlers,
  ...activityHandlers,
  ...activityServiceHandlers,
  ...activityAttachmentHandlers,
  ...petVaccinationHandlers,
  ...displayLinkHandlers,
  ...invoiceHandlers,
  ...customerDebtHandlers,
  ...promotionHandlers,
  ...reportsFinancialHandlers,
  ...reportsOverviewHandlers,
  ...auditEntryHandlers,
];
