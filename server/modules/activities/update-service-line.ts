import { and, eq, sql } from 'drizzle-orm';
import type { ServiceLine, ServiceLineUpdateInput } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';
import { activityConflict, touchActivity } from './lock-activity';
import { lockServiceLine } from './lock-service-line';
import { getServiceLine } from './get-service-line';

/**
 * A service line's result and performer: while its activity is in progress, and afterwards too
 * (a lab's result often arrives once the visit is over); a canceled line keeps what it had.
 */
export async function updateServiceLine(
  db: DbOrTx,
  input: { shopId: string; lineId: string; body: ServiceLineUpdateInput },
): Promise<{ line: ServiceLine; activity: { id: string; code: string; status: number } }> {
  const { line, activity } = await lockServiceLine(db, input);
  if (activity.status !== ActivityStatus.IN_PROGRESS && activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotInProgress', activity.status);
  if (line.status === ActivityStatus.CANCELED) throw activityConflict('errors.lineTransitionNotAllowed', line.status);
  const { performerId } = input.body;
  if (performerId) {
    const [staff] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, performerId), eq(users.shopId, input.shopId), eq(users.isActive, true)));
    if (!staff) throw notFound('errors.employeeNotFound');
  }
  await db
    .update(activityServices)
    .set({ result: input.body.result, ...(performerId !== undefined ? { performerId } : {}), updatedAt: sql`now()` })
    .where(eq(activityServices.id, line.id));
  await touchActivity(db, activity.id);
  return { line: await getServiceLine(db, line.id), activity: { id: activity.id, code: activity.code, status: activity.status } };
}
