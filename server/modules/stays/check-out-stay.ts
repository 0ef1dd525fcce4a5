import { eq, sql } from 'drizzle-orm';
import { roomDays } from '@/lib/books/stay-days';
import type { Stay, StayMomentInput } from '@/lib/contracts/stays';
import { ActivityTransition } from '@/lib/enums/activities';
import { StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petStays } from '../../db/schema/pet-stays';
import { validationError } from '../../core/app-error';
import { transitionActivity } from '../activities/transition-activity';
import { billRoomDays } from './bill-room-days';
import { lockStay } from './lock-stay';
import { lockRoom } from './room-place';
import { activityVersion, type StayActor, stayDaysRuleOf } from './stay-actor';
import { selectStays } from './stay-row';

const MINUTE_MS = 60_000;

/**
 * A pet leaves (issue 19 §3): the days it spent in its last room become a line of its activity
 * (each started day, the late check-out hour of the shop — `roomDays`), its place is freed and the
 * activity completes with the services and goods of the stay, ready for the payment panel, where
 * the deposit is deducted (DESIGN §6).
 */
export async function checkOutStay(db: DbOrTx, actor: StayActor & { stayId: string; body: StayMomentInput }): Promise<Stay> {
  const { shopId } = actor;
  const now = actor.at ?? new Date();
  const stay = await lockStay(db, { shopId, stayId: actor.stayId, must: 'checkedIn' });
  const checkIn = stay.checkedInAt ?? stay.startsAt;
  const roomFrom = stay.roomSince ?? checkIn;
  const leftAt = actor.body.at ?? now;
  if (leftAt.getTime() > now.getTime() + 5 * MINUTE_MS) throw validationError([{ field: 'at', messages: ['validation.checkOutAhead'] }]);
  if (leftAt.getTime() < roomFrom.getTime()) throw validationError([{ field: 'at', messages: ['validation.checkOutBeforeCheckIn'] }]);
  const room = await lockRoom(db, { shopId, roomId: stay.roomId, leaving: true });

  const days = roomDays({ checkIn, roomFrom, roomTo: leftAt, last: true }, await stayDaysRuleOf(db, shopId));
  await billRoomDays(db, { shopId, userId: actor.userId, activityId: stay.activityId, room, days, at: leftAt });
  await db.update(petStays).set({ status: StayStatus.CHECKED_OUT, checkedOutAt: leftAt, updatedAt: sql`now()` }).where(eq(petStays.id, stay.id));
  const version = await activityVersion(db, stay.activityId);
  await transitionActivity(db, { ...actor, viaStay: true, activityId: stay.activityId, body: { transition: ActivityTransition.COMPLETE, version, reason: null }, at: now });
  const [left] = await selectStays(db, shopId, eq(petStays.id, stay.id), now);
  return left;
}
