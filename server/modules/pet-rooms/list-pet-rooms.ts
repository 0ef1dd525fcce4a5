import { and, eq, inArray } from 'drizzle-orm';
import type { PetRoomList, PetRoomListQuery } from '@/lib/contracts/pet-rooms';
import { HOLDING_STAY_STATUSES } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { petStays } from '../../db/schema/pet-stays';
import { selectStays } from '../stays/stay-row';
import { selectPetRooms } from './pet-room-row';

/** Every room of one board (hotel or inpatient care), in or out of use as asked, each with the stays holding a place in it. */
export async function listPetRooms(db: DbOrTx, input: { shopId: string; query: PetRoomListQuery }): Promise<PetRoomList> {
  const { shopId } = input;
  const { type, active } = input.query;
  const rooms = await selectPetRooms(db, shopId, and(eq(petRooms.type, type), active === undefined ? undefined : eq(petRooms.isActive, active)));
  const stays = await selectStays(db, shopId, and(eq(petRooms.type, type), inArray(petStays.status, [...HOLDING_STAY_STATUSES])));
  return { items: rooms.map((room) => ({ ...room, stays: stays.filter((s) => s.room.id === room.id) })) };
}
