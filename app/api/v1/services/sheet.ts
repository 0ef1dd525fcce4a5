import { serviceListQuery } from '@/lib/contracts/services';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { serviceSheet } from '@/server/modules/services/service-sheet';

export const serviceSheetRoutes = sheetRoutes({ sheet: serviceSheet, listQuery: serviceListQuery, create: 'SERVICE_CREATE' });
