import { eq } from 'drizzle-orm';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityAttachments } from '../../db/schema/activities';
import { files } from '../../db/schema/files';
import { findInShop } from '../../db/sql/find-in-shop';
import { activityConflict, lockActivity, touchActivity } from './lock-activity';

/** Removes a file attached by mistake. */
export async function deleteActivityAttachment(db: DbOrTx, input: { shopId: string; attachmentId: string }): Promise<{ id: string; code: string; status: number }> {
  const attachment = await findInShop(db, activityAttachments, { shopId: input.shopId, id: input.attachmentId }, 'errors.attachmentNotFound');
  const row = await lockActivity(db, { shopId: input.shopId, activityId: attachment.activityId });
  // as files are added: to any visit but a canceled one (a result may come after the visit)
  if (row.status === ActivityStatus.CANCELED) throw activityConflict('errors.activityClosed', row.status);
  await db.delete(activityAttachments).where(eq(activityAttachments.id, attachment.id));
  await db.delete(files).where(eq(files.id, attachment.fileId));
  await touchActivity(db, row.id);
  return { id: row.id, code: row.code, status: row.status };
}
