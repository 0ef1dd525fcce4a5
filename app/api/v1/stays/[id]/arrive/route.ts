import { idParams } from '@/lib/contracts/params';
import { stayMomentBody } from '@/lib/contracts/stays';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { arriveStay } from '@/server/modules/stays/arrive-stay';
import { announceStay } from '@/server/modules/stays/stay-events';

// a booked pet arrives: checked into the room it was booked into
export const POST = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', params: idParams, body: stayMomentBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const stay = await arriveStay(db, { ...activityActor(shop, user), stayId: params.id, body });
  await announceStay(db, afterCommit, shop, stay, 'status');
  return stay;
});
