import { idParams } from '@/lib/contracts/params';
import { stayLogBody } from '@/lib/contracts/stay-log';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { addStayLogEntry } from '@/server/modules/stay-log/add-stay-log-entry';
import { listStayLog } from '@/server/modules/stay-log/list-stay-log';
import { announceStay } from '@/server/modules/stays/stay-events';

// a stay's care log or treatment sheet, oldest entry first
export const GET = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', params: idParams }, ({ db, shop, params }) =>
  listStayLog(db, { shopId: shop.id, stayId: params.id }),
);

// multipart: the entry's fields (`products` and `services` as JSON) and an optional `photo`; the room's
// kind decides the permission (HOTEL_EXECUTE or INPATIENT_CARE_EXECUTE, both ACTIVITY_EXECUTE's roles)
export const POST = route(
  { auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams, body: stayLogBody, upload: { field: 'photo', required: false, accept: 'image' } },
  async ({ db, shop, user, params, body, file, afterCommit }) => {
    const { entry, activityId } = await addStayLogEntry(db, { ...activityActor(shop, user), role: user.role, stayId: params.id, body, photo: file });
    await announceStay(db, afterCommit, shop, { activityId });
    return entry;
  },
);
