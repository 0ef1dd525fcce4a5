import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ContactInput } from '@/lib/contracts/reminders';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activities, activityProducts, activityRecords } from '../../db/schema/activities';
import { appointments } from '../../db/schema/appointments';
import { reminderContacts } from '../../db/schema/reminders';
import { notFound } from '../../core/app-error';

/** The record a reminder is read from, in this shop (404 otherwise): a vaccine given, a visit with a next-visit date, an appointment. */
async function reminderSourceExists(db: DbOrTx, shopId: string, input: ContactInput): Promise<boolean> {
  if (input.kind === 'appointment') {
    return (await db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.id, input.sourceId), eq(appointments.shopId, shopId)))).length > 0;
  }
  if (input.kind === 'vaccination') {
    const found = await db
      .select({ id: activityProducts.id })
      .from(activityProducts)
      .innerJoin(activities, eq(activities.id, activityProducts.activityId))
      .where(and(eq(activityProducts.id, input.sourceId), eq(activities.shopId, shopId), eq(activities.status, ActivityStatus.COMPLETED), isNotNull(activityProducts.nextDueOn)));
    return found.length > 0;
  }
  const found = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(activityRecords, eq(activityRecords.activityId, activities.id))
    .where(and(eq(activities.id, input.sourceId), eq(activities.shopId, shopId), isNotNull(activityRecords.nextVisitOn)));
  return found.length > 0;
}

/** The desk called about a reminder: who, when and what came of it; calling again replaces the outcome. */
export async function recordContact(db: DbOrTx, input: { shopId: string; userId: string; body: ContactInput }): Promise<void> {
  const { shopId, body } = input;
  if (!(await reminderSourceExists(db, shopId, body))) throw notFound('errors.reminderNotFound');
  await db
    .insert(reminderContacts)
    .values({ shopId, kind: body.kind, sourceId: body.sourceId, dueOn: body.dueOn, outcome: body.outcome, note: body.note, contactedBy: input.userId })
    .onConflictDoUpdate({
      target: [reminderContacts.shopId, reminderContacts.kind, reminderContacts.sourceId, reminderContacts.dueOn],
      set: { outcome: body.outcome, note: body.note, contactedBy: input.userId, contactedAt: sql`now()` },
    });
}
