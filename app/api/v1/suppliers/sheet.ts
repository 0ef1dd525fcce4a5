import { supplierListQuery } from '@/lib/contracts/suppliers';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { supplierSheet } from '@/server/modules/suppliers/supplier-sheet';

export const supplierSheetRoutes = sheetRoutes({ sheet: supplierSheet, listQuery: supplierListQuery, view: 'SUPPLIER_VIEW_DETAILS', create: 'SUPPLIER_CREATE' });
