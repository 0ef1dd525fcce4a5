import { serviceSheetRoutes } from '../sheet';

export const GET = serviceSheetRoutes.template;
