import { eq, sql } from 'drizzle-orm';
import { roomDays } from '@/lib/books/stay-days';
import type { Stay, StayChangeInput } from '@/lib/contracts/stays';
import { MAX_STAY_DAYS, StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petStays } from '../../db/schema/pet-stays';
import { validationError } from '../../core/app-error';
import { billRoomDays } from './bill-room-days';
import { lockStay } from './lock-stay';
import { assertRoomHasPlace, type LockedRoom, lockRoom } from './room-place';
import { type StayActor, stayDaysRuleOf } from './stay-actor';
import { selectStays } from './stay-row';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Locks the stay's room and the room it moves to, always in the same order, so two moves the other
 * way round never wait on each other. A room out of use may still be left, or kept by the pet in it,
 * but takes no booking nor anyone moving in (409).
 */
async function lockRooms(db: DbOrTx, input: { shopId: string; fromId: string; toId: string; inRoom: boolean }): Promise<{ from: LockedRoom; to: LockedRoom }> {
  const { shopId, fromId, toId } = input;
  if (fromId === toId) {
    const room = await lockRoom(db, { shopId, roomId: fromId, leaving: input.inRoom });
    return { from: room, to: room };
  }
  const locked = new Map<string, LockedRoom>();
  for (const roomId of [fromId, toId].sort()) locked.set(roomId, await lockRoom(db, { shopId, roomId, leaving: roomId === fromId }));
  return { from: locked.get(fromId)!, to: locked.get(toId)! };
}

/**
 * A stay moved to another room of its board, or its expected check-out changed (issue 19 §3). The
 * room it ends up in must have a place from now (booked: from its arrival) to the new check-out. A
 * pet in its room that moves leaves the nights it slept there billed to that room, on its activity.
 */
export async function changeStay(db: DbOrTx, actor: StayActor & { stayId: string; body: StayChangeInput }): Promise<Stay> {
  const { shopId, body } = actor;
  const now = actor.at ?? new Date();
  const stay = await lockStay(db, { shopId, stayId: actor.stayId, must: 'holding' });
  const inRoom = stay.status === StayStatus.CHECKED_IN;
  const endsAt = body.endsAt ?? stay.endsAt;
  // a new expected check-out is ahead of the pet's arrival (or of now, once it is in); a pet past its
  // own may still move without one, holding its new place until now at least
  if (body.endsAt && endsAt.getTime() <= (inRoom ? now : stay.startsAt).getTime()) throw validationError([{ field: 'endsAt', messages: ['validation.checkOutBeforeCheckIn'] }]);
  if (endsAt.getTime() - stay.startsAt.getTime() > MAX_STAY_DAYS * DAY_MS) throw validationError([{ field: 'endsAt', messages: ['validation.stayTooLong'] }]);

  const { from, to } = await lockRooms(db, { shopId, fromId: stay.roomId, toId: body.roomId ?? stay.roomId, inRoom });
  if (to.type !== from.type) throw validationError([{ field: 'roomId', messages: ['validation.stayRoomType'] }]);
  const moves = to.id !== from.id;
  const placeFrom = inRoom ? now : stay.startsAt;
  const placeTo = new Date(Math.max(endsAt.getTime(), placeFrom.getTime() + MINUTE_MS));
  if (moves || endsAt > stay.endsAt) await assertRoomHasPlace(db, { room: to, from: placeFrom, to: placeTo, exceptStayId: stay.id });

  const set: Partial<typeof petStays.$inferInsert> = { endsAt, roomId: to.id };
  if (moves && inRoom && stay.checkedInAt) {
    const rule = await stayDaysRuleOf(db, shopId);
    const days = roomDays({ checkIn: stay.checkedInAt, roomFrom: stay.roomSince ?? stay.checkedInAt, roomTo: now, last: false }, rule);
    await billRoomDays(db, { shopId, userId: actor.userId, activityId: stay.activityId, room: from, days, at: now });
    set.roomSince = now;
  }
  await db.update(petStays).set({ ...set, updatedAt: sql`now()` }).where(eq(petStays.id, stay.id));
  const [changed] = await selectStays(db, shopId, eq(petStays.id, stay.id), now);
  return changed;
}
