import { productSheetRoutes } from '../sheet';

export const POST = productSheetRoutes.import;
