import { supplierSheetRoutes } from '../sheet';

export const GET = supplierSheetRoutes.template;
