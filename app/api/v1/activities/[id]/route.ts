import { activityUpdateBody } from '@/lib/contracts/activities';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { deleteActivity } from '@/server/modules/activities/delete-activity';
import { getActivity } from '@/server/modules/activities/get-activity';
import { updateActivity } from '@/server/modules/activities/update-activity';

export const GET = route({ auth: 'shop', permission: 'ACTIVITY_VIEW_CUSTOMER_LIST', params: idParams }, ({ db, shop, user, params }) =>
  getActivity(db, { shopId: shop.id, activityId: params.id, withRecord: activityActor(shop, user).mayViewDetails }),
);

// a draft or waiting activity edited (and a draft sent to the queue); one in progress, its lines
export const PUT = route(
  { auth: 'shop', permission: 'ACTIVITY_DELETE_UPDATE_PENDING', params: idParams, body: activityUpdateBody },
  async ({ db, shop, user, params, body, afterCommit }) => {
    const activity = await updateActivity(db, { ...activityActor(shop, user), activityId: params.id, body });
    announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, countsChanged: true });
    return activity;
  },
);

export const DELETE = route({ auth: 'shop', permission: 'ACTIVITY_DELETE_UPDATE_PENDING', params: idParams }, async ({ db, shop, params, afterCommit }) => {
  const activity = await deleteActivity(db, { shopId: shop.id, activityId: params.id });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity: { ...activity, status: -1 }, countsChanged: true });
});
