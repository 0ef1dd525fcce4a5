import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/** Deletes a room, unless a stay was in it: then it is taken out of use and keeps its history. */
export async function deletePetRoom(db: DbOrTx, input: { shopId: string; roomId: string }): Promise<DeleteOutcome> {
  await findInShop(db, petRooms, { shopId: input.shopId, id: input.roomId, forUpdate: true }, 'errors.petRoomNotFound');
  return deleteOrDeactivate(db, { table: petRooms, id: input.roomId, inUseKey: 'errors.petRoomInUse' });
}
