import { eq } from 'drizzle-orm';
import { idParams } from '@/lib/contracts/params';
import { stayChangeBody } from '@/lib/contracts/stays';
import { route } from '@/server/http/route';
import { notFound } from '@/server/core/app-error';
import { petStays } from '@/server/db/schema/pet-stays';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceStay } from '@/server/modules/stays/stay-events';
import { changeStay } from '@/server/modules/stays/change-stay';
import { selectStays } from '@/server/modules/stays/stay-row';

// one stay, as the boards and its activity show it
export const GET = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', params: idParams }, async ({ db, shop, params }) => {
  const [stay] = await selectStays(db, shop.id, eq(petStays.id, params.id));
  if (!stay) throw notFound('errors.stayNotFound');
  return stay;
});

// moved to another room of its board, or its expected check-out changed
export const PATCH = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', params: idParams, body: stayChangeBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const stay = await changeStay(db, { ...activityActor(shop, user), stayId: params.id, body });
  await announceStay(db, afterCommit, shop, stay);
  return stay;
});
