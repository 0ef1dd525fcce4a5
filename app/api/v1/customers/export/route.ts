import { customerSheetRoutes } from '../sheet';

export const GET = customerSheetRoutes.export;
