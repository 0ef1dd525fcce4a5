import { appointmentArriveBody } from '@/lib/contracts/appointments';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { activityActor } from '@/server/modules/activities/activity-actor';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { arriveAppointment } from '@/server/modules/appointments/arrive-appointment';

// the customer came: the appointment's activity, waiting in the queue
export const POST = route(
  { auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', params: idParams, body: appointmentArriveBody },
  async ({ db, shop, user, params, body, afterCommit }) => {
    const arrived = await arriveAppointment(db, { ...activityActor(shop, user), id: params.id, type: body.type });
    announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity: arrived.activity, created: true });
    return { appointment: arrived.appointment, activityId: arrived.activity.id };
  },
);
