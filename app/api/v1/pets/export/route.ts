import { petSheetRoutes } from '../sheet';

export const GET = petSheetRoutes.export;
