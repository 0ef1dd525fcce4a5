import { and, eq } from 'drizzle-orm';
import type { PetRoomList, PetRoomListQuery } from '@/lib/contracts/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { selectPetRooms } from './pet-room-row';

/** Every room of one board (hotel or inpatient care), in or out of use as asked. */
export async function listPetRooms(db: DbOrTx, input: { shopId: string; query: PetRoomListQuery }): Promise<PetRoomList> {
  const { type, active } = input.query;
  const items = await selectPetRooms(db, input.shopId, and(eq(petRooms.type, type), active === undefined ? undefined : eq(petRooms.isActive, active)));
  return { items };
}
