import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOLDING_STAY_STATUSES, StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petStays } from '../../db/schema/pet-stays';

/** A canceled activity's stay (booked or in the room) gives its place back. */
export async function cancelStayOf(db: DbOrTx, activityId: string): Promise<void> {
  await db
    .update(petStays)
    .set({ status: StayStatus.CANCELED, updatedAt: sql`now()` })
    .where(and(eq(petStays.activityId, activityId), inArray(petStays.status, [...HOLDING_STAY_STATUSES])));
}

/** Whether the activity is a stay still booked or in its room: it starts and completes through the stay (arrive, check out), not on its own. */
export async function holdsStay(db: DbOrTx, activityId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: petStays.id })
    .from(petStays)
    .where(and(eq(petStays.activityId, activityId), inArray(petStays.status, [...HOLDING_STAY_STATUSES])))
    .limit(1);
  return !!held;
}
