import { serviceLineTransitionBody } from '@/lib/contracts/activities';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { transitionServiceLine } from '@/server/modules/activities/transition-service-line';

// the performer takes (start), completes or cancels a line; every queue's badge is sent again
export const POST = route(
  { auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams, body: serviceLineTransitionBody },
  async ({ db, shop, user, params, body, afterCommit }) => {
    const { line, activity } = await transitionServiceLine(db, { shopId: shop.id, userId: user.id, lineId: params.id, transition: body.transition });
    announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, countsChanged: true });
    return line;
  },
);
