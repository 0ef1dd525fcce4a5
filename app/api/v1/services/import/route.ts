import { serviceSheetRoutes } from '../sheet';

export const POST = serviceSheetRoutes.import;
