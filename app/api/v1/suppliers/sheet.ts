import { supplierListQuery } from '@/lib/contracts/suppliers';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { supplierSheet } from '@/server/modules/suppliers/supplier-sheet';

export const supplierSheetRoutes = sheetRoutes({ sheet: supplierSheet, listQuery: supplierListQuery, create: 'SUPPLIER_CREATE' });
