import { petRoomBody, petRoomListQuery } from '@/lib/contracts/pet-rooms';
import { route } from '@/server/http/route';
import { createPetRoom } from '@/server/modules/pet-rooms/create-pet-room';
import { listPetRooms } from '@/server/modules/pet-rooms/list-pet-rooms';

// Both boards' list permissions (hotel, inpatient care) are every shop role's (SPEC §6).
export const GET = route({ auth: 'shop', permission: 'HOTEL_VIEW_PET_ROOM_LIST', query: petRoomListQuery }, ({ db, shop, query }) =>
  listPetRooms(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'PET_ROOMS_MANAGE', body: petRoomBody }, ({ db, shop, body }) =>
  createPetRoom(db, { shopId: shop.id, room: body }),
);
