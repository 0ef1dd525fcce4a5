import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { mostAtOnce } from '@/lib/books/room-capacity';
import { HOLDING_STAY_STATUSES, StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { petStays } from '../../db/schema/pet-stays';
import { AppError, notFound } from '../../core/app-error';

export type LockedRoom = typeof petRooms.$inferSelect;

/**
 * The room, locked until the transaction ends: every write that takes or moves a place in it goes
 * through this lock first, so two desks booking its last place are served one after the other.
 * A room out of use takes no one (409), unless the caller only takes a pet out of it (`leaving`).
 */
export async function lockRoom(db: DbOrTx, input: { shopId: string; roomId: string; leaving?: boolean }): Promise<LockedRoom> {
  const [room] = await db
    .select()
    .from(petRooms)
    .where(and(eq(petRooms.id, input.roomId), eq(petRooms.shopId, input.shopId)))
    .for('update');
  if (!room) throw notFound('errors.petRoomNotFound');
  // a pet may still leave a room taken out of use, but none comes into it
  if (!room.isActive && !input.leaving) throw new AppError('Conflict', 'errors.petRoomInactive', [], { room: room.name });
  return room;
}

/**
 * Refuses (409 errors.petRoomFull) a stay from `from` to `to` in a locked room when, with the stays
 * already holding a place there, more pets than its capacity would be in it at some moment. A pet
 * still in past its expected check-out holds its place until now at least.
 */
export async function assertRoomHasPlace(db: DbOrTx, input: { room: LockedRoom; from: Date; to: Date; exceptStayId?: string }): Promise<void> {
  const { room, from, to } = input;
  const heldUntil = sql<Date>`case when ${petStays.status} = ${StayStatus.CHECKED_IN} then greatest(${petStays.endsAt}, now()) else ${petStays.endsAt} end`;
  const held = await db
    .select({ from: petStays.startsAt, to: heldUntil.mapWith((v: string | Date) => new Date(v)) })
    .from(petStays)
    .where(
      and(
        eq(petStays.roomId, room.id),
        inArray(petStays.status, [...HOLDING_STAY_STATUSES]),
        sql`${petStays.startsAt} < ${to.toISOString()}::timestamptz`,
        sql`${heldUntil} > ${from.toISOString()}::timestamptz`,
        input.exceptStayId ? ne(petStays.id, input.exceptStayId) : undefined,
      ),
    );
  const intervals = [...held.map((h) => ({ from: h.from.getTime(), to: h.to.getTime() })), { from: from.getTime(), to: to.getTime() }];
  if (mostAtOnce(intervals) > room.capacity) throw new AppError('Conflict', 'errors.petRoomFull', [], { room: room.name, capacity: room.capacity });
}
