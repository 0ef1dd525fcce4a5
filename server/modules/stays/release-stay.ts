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
