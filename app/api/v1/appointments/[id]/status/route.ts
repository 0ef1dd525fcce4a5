import { appointmentStatusBody } from '@/lib/contracts/appointments';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { setAppointmentStatus } from '@/server/modules/appointments/set-appointment-status';

// confirmed, back to scheduled, canceled, missed, or done once arrived
export const POST = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', params: idParams, body: appointmentStatusBody }, ({ db, shop, params, body }) =>
  setAppointmentStatus(db, { shopId: shop.id, id: params.id, status: body.status }),
);
