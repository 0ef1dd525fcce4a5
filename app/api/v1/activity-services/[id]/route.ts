import { serviceLineUpdateBody } from '@/lib/contracts/activities';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { updateServiceLine } from '@/server/modules/activities/update-service-line';

// a line's result and performer
export const PUT = route({ auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams, body: serviceLineUpdateBody }, async ({ db, shop, params, body, afterCommit }) => {
  const { line, activity } = await updateServiceLine(db, { shopId: shop.id, lineId: params.id, body });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity });
  return line;
});
