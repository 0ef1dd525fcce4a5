import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { notFound } from '../../core/app-error';
import { type ActivityRow, lockActivity } from './lock-activity';

/**
 * A service line of this shop and its activity, both locked: the activity first, as every writer
 * of an activity takes it, so a line's move and its activity's transition wait for each other.
 */
export async function lockServiceLine(db: DbOrTx, input: { shopId: string; lineId: string }): Promise<{ line: typeof activityServices.$inferSelect; activity: ActivityRow }> {
  const [ref] = await db
    .select({ activityId: activityServices.activityId })
    .from(activityServices)
    .where(and(eq(activityServices.id, input.lineId), eq(activityServices.shopId, input.shopId)));
  if (!ref) throw notFound('errors.serviceLineNotFound');
  const activity = await lockActivity(db, { shopId: input.shopId, activityId: ref.activityId });
  const [line] = await db.select().from(activityServices).where(eq(activityServices.id, input.lineId)).for('update');
  if (!line) throw notFound('errors.serviceLineNotFound');
  return { line, activity };
}

