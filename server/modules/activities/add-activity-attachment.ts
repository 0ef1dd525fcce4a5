import { and, eq } from 'drizzle-orm';
import type { Activity } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityAttachments, activityServices } from '../../db/schema/activities';
import type { UploadedFile } from '../../core/uploaded-file';
import { notFound } from '../../core/app-error';
import { storeFile } from '../files/store-file';
import type { ActivityActor } from './create-activity';
import { getActivity } from './get-activity';
import { activityConflict, lockActivity, touchActivity } from './lock-activity';

/** A file of an activity (an image or PDF checked by its content): a line's result, or a grooming's before/after photo. */
export async function addActivityAttachment(
  db: DbOrTx,
  actor: ActivityActor & { activityId: string; kind: 'result' | 'before' | 'after'; serviceLineId?: string | null; file: UploadedFile },
): Promise<Activity> {
  const { shopId } = actor;
  const row = await lockActivity(db, { shopId, activityId: actor.activityId });
  if (row.status === ActivityStatus.CANCELED) throw activityConflict('errors.activityClosed', row.status);
  if (actor.serviceLineId) {
    const [line] = await db
      .select({ id: activityServices.id })
      .from(activityServices)
      .where(and(eq(activityServices.id, actor.serviceLineId), eq(activityServices.activityId, row.id)));
    if (!line) throw notFound('errors.serviceLineNotFound');
  }
  const fileId = await storeFile(db, { shopId, uploadedBy: actor.userId, kind: 'attachment', file: actor.file });
  await db.insert(activityAttachments).values({ shopId, activityId: row.id, serviceLineId: actor.serviceLineId ?? null, kind: actor.kind, fileId, createdBy: actor.userId });
  await touchActivity(db, row.id);
  return getActivity(db, { shopId, activityId: row.id, withRecord: actor.mayViewDetails });
}
