import { idParams } from '@/lib/contracts/params';
import { petBody } from '@/lib/contracts/pets';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deletePet } from '@/server/modules/pets/delete-pet';
import { getPet } from '@/server/modules/pets/get-pet';
import { updatePet } from '@/server/modules/pets/update-pet';

export const GET = route({ auth: 'shop', permission: 'PET_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  getPet(db, { shopId: shop.id, petId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'PET_VIEW_DETAILS', params: idParams, body: petBody }, ({ db, shop, user, params, body }) =>
  updatePet(db, { shopId: shop.id, actorId: user.id, petId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'PET_DELETE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deletePet(db, { shopId: shop.id, petId: params.id }), locale),
);
