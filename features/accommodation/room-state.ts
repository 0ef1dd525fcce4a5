import type { PetRoomOnBoard } from '@/lib/contracts/pet-rooms';
import { StayStatus } from '@/lib/enums/pet-rooms';

/** What a room's card says of it: out of use, full, partly taken, booked ahead, or free. */
export const ROOM_STATES = ['free', 'partly', 'occupied', 'reserved', 'inactive'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export function roomState(room: PetRoomOnBoard): RoomState {
  if (!room.isActive) return 'inactive';
  const inRoom = room.stays.filter((s) => s.status === StayStatus.CHECKED_IN).length;
  if (inRoom >= room.capacity) return 'occupied';
  if (inRoom > 0) return 'partly';
  return room.stays.length > 0 ? 'reserved' : 'free';
}

/** The board's state filter: a room partly taken still has a place, and is also "occupied". */
export const matchesState = (state: RoomState, filter: string) => !filter || state === filter || (filter === 'occupied' && state === 'partly');
