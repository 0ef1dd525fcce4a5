import { stayBody } from '@/lib/contracts/stays';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { checkInStay } from '@/server/modules/stays/check-in-stay';
import { announceStay } from '@/server/modules/stays/stay-events';

// A stay is an activity: any shop role that adds activities at the front desk checks pets in
// (SPEC §6 HOME_ADD_CLINIC_ACTIVITIES); the care and treatment logs are the hotel's and the ward's.
export const POST = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', body: stayBody }, async ({ db, shop, user, body, afterCommit }) => {
  const actor = activityActor(shop, user);
  const stay = await checkInStay(db, { ...actor, body });
  await announceStay(db, afterCommit, shop, stay, 'created');
  return stay;
});
