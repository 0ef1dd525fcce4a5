import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { listPetVaccinations } from '@/server/modules/activities/list-pet-vaccinations';

// the pet page's vaccinations and their booster dates
export const GET = route({ auth: 'shop', permission: 'PET_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  listPetVaccinations(db, { shopId: shop.id, petId: params.id }),
);
