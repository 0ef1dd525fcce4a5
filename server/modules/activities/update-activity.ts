import { and, eq } from 'drizzle-orm';
import type { Activity, ActivityUpdateInput } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { forbidden } from '../../core/app-error';
import { checkActivityParties } from './activity-parties';
import type { ActivityActor } from './create-activity';
import { getActivity } from './get-activity';
import { activityConflict, isPending, lockActivity, touchActivity } from './lock-activity';
import { writeProductLines, writeServiceLines } from './write-activity-lines';

/** A draft's service lines join the queue with it. */
export const queueDraftLines = (db: DbOrTx, activityId: string) =>
  db
    .update(activityServices)
    .set({ status: ActivityStatus.WAITING })
    .where(and(eq(activityServices.activityId, activityId), eq(activityServices.status, ActivityStatus.DRAFT)));

/**
 * Edits an activity made on `version`. A draft or waiting one (ACTIVITY_DELETE_UPDATE_PENDING)
 * changes freely, and a draft is sent to the queue with `submit`; one in progress changes only its
 * lines, assignee and note, by a role that performs activities; a completed or canceled one, never.
 */
export async function updateActivity(db: DbOrTx, actor: ActivityActor & { activityId: string; body: ActivityUpdateInput }): Promise<Activity> {
  const { shopId, userId, body } = actor;
  const row = await lockActivity(db, { shopId, activityId: actor.activityId, version: body.version });
  if (row.status === ActivityStatus.COMPLETED || row.status === ActivityStatus.CANCELED) throw activityConflict('errors.activityClosed', row.status);
  if (!isPending(row.status)) {
    if (!actor.mayExecute) throw forbidden();
    if (row.customerId !== body.customerId || row.petId !== body.petId || row.type !== body.type) throw activityConflict('errors.activityStarted', row.status);
  }
  await checkActivityParties(db, { shopId, ...body });
  const submitting = body.submit && row.status === ActivityStatus.DRAFT;
  const status = submitting ? ActivityStatus.WAITING : row.status;
  const writer = { shopId, activityId: row.id, lineStatus: status === ActivityStatus.DRAFT ? ActivityStatus.DRAFT : ActivityStatus.WAITING, mayPrice: actor.mayExecute };
  await writeServiceLines(db, writer, body.services);
  await writeProductLines(db, writer, body.products);
  if (submitting) await queueDraftLines(db, row.id);
  await touchActivity(db, row.id, {
    customerId: body.customerId,
    petId: body.petId,
    type: body.type,
    assigneeId: body.assigneeId ?? null,
    note: body.note,
    status,
    ...(submitting ? { waitingAt: new Date(), waitingBy: userId } : {}),
  });
  return getActivity(db, { shopId, activityId: row.id, withRecord: actor.mayViewDetails });
}
