import { eq, sql } from 'drizzle-orm';
import type { ServiceLine } from '@/lib/contracts/activities';
import { ActivityStatus, type ActivityTransition, transitionTarget } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { activityConflict, touchActivity } from './lock-activity';
import { lockServiceLine } from './lock-service-line';
import { getServiceLine } from './get-service-line';

/**
 * Moves one service line by its performer (the same transitions as an activity): taking it starts
 * it and makes the taker its performer unless one was named. Only while its activity is in
 * progress (SPEC §2: a line's link is inert while the activity is a draft, waiting or canceled).
 */
export async function transitionServiceLine(
  db: DbOrTx,
  input: { shopId: string; userId: string; lineId: string; transition: ActivityTransition; at?: Date },
): Promise<{ line: ServiceLine; activity: { id: string; code: string; status: number } }> {
  const { line, activity } = await lockServiceLine(db, input);
  if (activity.status !== ActivityStatus.IN_PROGRESS) throw activityConflict('errors.activityNotInProgress', activity.status);
  const target = transitionTarget(line.status as ActivityStatus, input.transition);
  if (target === null) throw activityConflict('errors.lineTransitionNotAllowed', line.status);
  const at = input.at ?? new Date();
  await db
    .update(activityServices)
    .set({
      status: target,
      updatedAt: sql`now()`,
      ...(target === ActivityStatus.IN_PROGRESS ? { startedAt: at, performerId: line.performerId ?? input.userId } : {}),
      ...(target === ActivityStatus.COMPLETED ? { completedAt: at, performerId: line.performerId ?? input.userId } : {}),
    })
    .where(eq(activityServices.id, line.id));
  await touchActivity(db, activity.id);
  return { line: await getServiceLine(db, line.id), activity: { id: activity.id, code: activity.code, status: activity.status } };
}
