import { stayBody } from '@/lib/contracts/stays';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { getActivity } from '@/server/modules/activities/get-activity';
import { checkInStay } from '@/server/modules/stays/check-in-stay';

// A stay is an activity: any shop role that adds activities at the front desk checks pets in
// (SPEC §6 HOME_ADD_CLINIC_ACTIVITIES); the care and treatment logs are the hotel's and the ward's.
export const POST = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', body: stayBody }, async ({ db, shop, user, body, afterCommit }) => {
  const actor = activityActor(shop, user);
  const stay = await checkInStay(db, { ...actor, body });
  const activity = await getActivity(db, { shopId: shop.id, activityId: stay.activityId, withRecord: false });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, created: true });
  return stay;
});
