import { idParams } from '@/lib/contracts/params';
import { petRoomBody } from '@/lib/contracts/pet-rooms';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deletePetRoom } from '@/server/modules/pet-rooms/delete-pet-room';
import { getPetRoom } from '@/server/modules/pet-rooms/get-pet-room';
import { updatePetRoom } from '@/server/modules/pet-rooms/update-pet-room';

export const GET = route({ auth: 'shop', permission: 'HOTEL_VIEW_PET_ROOM_LIST', params: idParams }, ({ db, shop, params }) =>
  getPetRoom(db, { shopId: shop.id, roomId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'PET_ROOMS_MANAGE', params: idParams, body: petRoomBody }, ({ db, shop, params, body }) =>
  updatePetRoom(db, { shopId: shop.id, roomId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'PET_ROOMS_MANAGE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deletePetRoom(db, { shopId: shop.id, roomId: params.id }), locale),
);
