import { activityTransitionBody } from '@/lib/contracts/activities';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { transitionActivity } from '@/server/modules/activities/transition-activity';

// submit, start, complete or cancel (with a reason), from the version the caller saw (DESIGN §4)
export const POST = route(
  { auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams, body: activityTransitionBody },
  async ({ db, shop, user, params, body, afterCommit }) => {
    const activity = await transitionActivity(db, { ...activityActor(shop, user), activityId: params.id, body });
    announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, countsChanged: true });
    return activity;
  },
);
