import { petSheetRoutes } from '../sheet';

export const POST = petSheetRoutes.import;
