import { petBody, petListQuery } from '@/lib/contracts/pets';
import { route } from '@/server/http/route';
import { createPet } from '@/server/modules/pets/create-pet';
import { listPets } from '@/server/modules/pets/list-pets';

export const GET = route({ auth: 'shop', permission: 'PET_VIEW_DETAILS', query: petListQuery }, ({ db, shop, query }) =>
  listPets(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'PET_VIEW_DETAILS', body: petBody }, ({ db, shop, user, body }) =>
  createPet(db, { shopId: shop.id, actorId: user.id, pet: body }),
);
