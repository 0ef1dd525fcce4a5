import { eq } from 'drizzle-orm';
import type { PetRoom } from '@/lib/contracts/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { notFound } from '../../core/app-error';
import { selectPetRooms } from './pet-room-row';

/** A room of this shop; another shop's is as missing as one that does not exist. */
export async function getPetRoom(db: DbOrTx, input: { shopId: string; roomId: string }): Promise<PetRoom> {
  const [room] = await selectPetRooms(db, input.shopId, eq(petRooms.id, input.roomId));
  if (!room) throw notFound('errors.petRoomNotFound');
  return room;
}
