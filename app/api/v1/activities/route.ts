import { activityBody, activityListQuery } from '@/lib/contracts/activities';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { createActivity } from '@/server/modules/activities/create-activity';
import { listActivities } from '@/server/modules/activities/list-activities';

export const GET = route({ auth: 'shop', permission: 'ACTIVITY_VIEW_CUSTOMER_LIST', query: activityListQuery }, ({ db, shop, query }) =>
  listActivities(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', body: activityBody }, async ({ db, shop, user, body, afterCommit }) => {
  const activity = await createActivity(db, { ...activityActor(shop, user), body });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, created: true });
  return activity;
});
