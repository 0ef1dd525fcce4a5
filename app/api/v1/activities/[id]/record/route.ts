import { activityRecordBody } from '@/lib/contracts/activities';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { saveActivityRecord } from '@/server/modules/activities/save-activity-record';

// the clinical record (or a grooming's notes), with the prescription and vaccinations when sent
export const PUT = route({ auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams, body: activityRecordBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const activity = await saveActivityRecord(db, { ...activityActor(shop, user), activityId: params.id, body });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity });
  return activity;
});
