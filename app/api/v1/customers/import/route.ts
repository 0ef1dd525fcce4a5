import { customerSheetRoutes } from '../sheet';

export const POST = customerSheetRoutes.import;
