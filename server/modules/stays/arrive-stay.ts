import { eq, sql } from 'drizzle-orm';
import { checkInTimeProblem } from '@/lib/books/room-capacity';
import type { Stay, StayMomentInput } from '@/lib/contracts/stays';
import { ActivityTransition } from '@/lib/enums/activities';
import { MAX_CHECK_IN_BACKDATE_DAYS, StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petStays } from '../../db/schema/pet-stays';
import { validationError } from '../../core/app-error';
import { transitionActivity } from '../activities/transition-activity';
import { lockStay } from './lock-stay';
import { assertRoomHasPlace, lockRoom } from './room-place';
import { activityVersion, type StayActor } from './stay-actor';
import { selectStays } from './stay-row';

/**
 * A booked pet arrives (issue 19 §3): its stay is checked in at the time given (now, or a few days
 * back when the desk records it late) in the room it was booked into, which must still have its
 * place from then to the expected check-out; its activity starts.
 */
export async function arriveStay(db: DbOrTx, actor: StayActor & { stayId: string; body: StayMomentInput }): Promise<Stay> {
  const { shopId } = actor;
  const now = actor.at ?? new Date();
  const stay = await lockStay(db, { shopId, stayId: actor.stayId, must: 'reserved' });
  const arrivedAt = actor.body.at ?? now;
  const late = checkInTimeProblem(arrivedAt, now, MAX_CHECK_IN_BACKDATE_DAYS);
  if (late) throw validationError([{ field: 'at', messages: [late] }]);
  if (stay.endsAt.getTime() <= arrivedAt.getTime()) throw validationError([{ field: 'at', messages: ['validation.arrivalAfterCheckOut'] }]);
  const room = await lockRoom(db, { shopId, roomId: stay.roomId });
  await assertRoomHasPlace(db, { room, from: arrivedAt, to: stay.endsAt, exceptStayId: stay.id });

  const version = await activityVersion(db, stay.activityId);
  await transitionActivity(db, { ...actor, viaStay: true, activityId: stay.activityId, body: { transition: ActivityTransition.START, version, reason: null }, at: now });
  await db
    .update(petStays)
    .set({ status: StayStatus.CHECKED_IN, startsAt: arrivedAt, checkedInAt: arrivedAt, roomSince: arrivedAt, updatedAt: sql`now()` })
    .where(eq(petStays.id, stay.id));
  const [arrived] = await selectStays(db, shopId, eq(petStays.id, stay.id), now);
  return arrived;
}
