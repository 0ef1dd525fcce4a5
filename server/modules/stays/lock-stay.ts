import { and, eq } from 'drizzle-orm';
import { StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { petStays } from '../../db/schema/pet-stays';
import { AppError, notFound } from '../../core/app-error';

export type LockedStay = typeof petStays.$inferSelect;

/** What a stay must be for an action (arrive, change, check out, log), and the 409 when it is not. */
const NEEDS: Record<'reserved' | 'checkedIn' | 'holding' | 'logging', { statuses: StayStatus[]; key: string }> = {
  reserved: { statuses: [StayStatus.RESERVED], key: 'errors.stayNotReserved' },
  checkedIn: { statuses: [StayStatus.CHECKED_IN], key: 'errors.stayNotCheckedIn' },
  // care and treatment are logged while the pet is in: not before it arrives, not once it has left
  logging: { statuses: [StayStatus.CHECKED_IN], key: 'errors.stayLogClosed' },
  holding: { statuses: [StayStatus.RESERVED, StayStatus.CHECKED_IN], key: 'errors.stayEnded' },
};

/**
 * This shop's stay, locked until the transaction ends and in the state the action needs (404 / 409
 * otherwise). Its activity is locked first, as canceling the activity locks it before the stay: two
 * desks, one canceling and one checking out, wait for each other in turn instead of deadlocking.
 */
export async function lockStay(db: DbOrTx, input: { shopId: string; stayId: string; must: keyof typeof NEEDS }): Promise<LockedStay> {
  const [found] = await db
    .select({ activityId: petStays.activityId })
    .from(petStays)
    .where(and(eq(petStays.id, input.stayId), eq(petStays.shopId, input.shopId)));
  if (!found) throw notFound('errors.stayNotFound');
  await db.select({ id: activities.id }).from(activities).where(eq(activities.id, found.activityId)).for('update');
  const [stay] = await db
    .select()
    .from(petStays)
    .where(and(eq(petStays.id, input.stayId), eq(petStays.shopId, input.shopId)))
    .for('update');
  if (!stay) throw notFound('errors.stayNotFound');
  const need = NEEDS[input.must];
  if (!need.statuses.includes(stay.status as StayStatus)) throw new AppError('Conflict', need.key, [], { status: stay.status });
  return stay;
}
