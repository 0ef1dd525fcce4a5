import type { PetRoom, PetRoomInput } from '@/lib/contracts/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { getPetRoom } from './get-pet-room';
import { petRoomValues, roomNameTaken } from './pet-room-values';

export async function createPetRoom(db: DbOrTx, input: { shopId: string; room: PetRoomInput }): Promise<PetRoom> {
  const { shopId, room } = input;
  const values = await petRoomValues(db, shopId, room);
  const [row] = await onUniqueViolation(() => db.insert(petRooms).values({ ...values, shopId }).returning({ id: petRooms.id }), {
    pet_rooms_shop_id_type_name_key: roomNameTaken,
  });
  return getPetRoom(db, { shopId, roomId: row.id });
}
