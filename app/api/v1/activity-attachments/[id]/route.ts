import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { deleteActivityAttachment } from '@/server/modules/activities/delete-activity-attachment';

export const DELETE = route({ auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams }, async ({ db, shop, params }) => {
  await deleteActivityAttachment(db, { shopId: shop.id, attachmentId: params.id });
});
