import { supplierSheetRoutes } from '../sheet';

export const POST = supplierSheetRoutes.import;
