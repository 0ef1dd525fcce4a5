import { petListQuery } from '@/lib/contracts/pets';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { petSheet } from '@/server/modules/pets/pet-sheet';

export const petSheetRoutes = sheetRoutes({ sheet: petSheet, listQuery: petListQuery, create: 'PET_VIEW_DETAILS' });
