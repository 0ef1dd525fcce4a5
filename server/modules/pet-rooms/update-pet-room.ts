import { eq, sql } from 'drizzle-orm';
import type { PetRoom, PetRoomInput } from '@/lib/contracts/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { findInShop } from '../../db/sql/find-in-shop';
import { validationError } from '../../core/app-error';
import { getPetRoom } from './get-pet-room';
import { petRoomValues, roomNameTaken } from './pet-room-values';

/** Edits a room; a room keeps its board (a hotel room does not become a cage). */
export async function updatePetRoom(db: DbOrTx, input: { shopId: string; roomId: string; changes: PetRoomInput }): Promise<PetRoom> {
  const { shopId, roomId, changes } = input;
  const current = await findInShop(db, petRooms, { shopId, id: roomId, forUpdate: true }, 'errors.petRoomNotFound');
  if (current.type !== changes.type) throw validationError([{ field: 'type', messages: ['validation.petRoomTypeFixed'] }]);
  const values = await petRoomValues(db, shopId, changes);
  await onUniqueViolation(() => db.update(petRooms).set({ ...values, updatedAt: sql`now()` }).where(eq(petRooms.id, roomId)), {
    pet_rooms_shop_id_type_name_key: roomNameTaken,
  });
  return getPetRoom(db, { shopId, roomId });
}
