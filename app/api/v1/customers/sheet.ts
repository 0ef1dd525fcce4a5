import { customerListQuery } from '@/lib/contracts/customers';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { customerSheet } from '@/server/modules/customers/customer-sheet';

export const customerSheetRoutes = sheetRoutes({ sheet: customerSheet, listQuery: customerListQuery, create: 'CUSTOMER_VIEW_DETAILS' });
