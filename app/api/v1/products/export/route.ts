import { productSheetRoutes } from '../sheet';

export const GET = productSheetRoutes.export;
