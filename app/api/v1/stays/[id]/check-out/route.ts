import { idParams } from '@/lib/contracts/params';
import { stayMomentBody } from '@/lib/contracts/stays';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { checkOutStay } from '@/server/modules/stays/check-out-stay';
import { announceStay } from '@/server/modules/stays/stay-events';

// a pet leaves: its room days billed, its activity completed and ready for payment
export const POST = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', params: idParams, body: stayMomentBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const stay = await checkOutStay(db, { ...activityActor(shop, user), stayId: params.id, body });
  await announceStay(db, afterCommit, shop, stay, 'status');
  return stay;
});
