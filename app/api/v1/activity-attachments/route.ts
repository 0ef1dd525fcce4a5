import { attachmentFields } from '@/lib/contracts/activities';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { addActivityAttachment } from '@/server/modules/activities/add-activity-attachment';

// multipart: `file` (an image or a PDF, 10 MB), `activityId`, `kind` (result, before, after), `serviceLineId`
export const POST = route(
  { auth: 'shop', permission: 'ACTIVITY_EXECUTE', body: attachmentFields, upload: { field: 'file', required: true, accept: 'attachment' } },
  ({ db, shop, user, body, file }) => addActivityAttachment(db, { ...activityActor(shop, user), ...body, file: file! }),
);
