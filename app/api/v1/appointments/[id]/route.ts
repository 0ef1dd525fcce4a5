import { appointmentChangeBody } from '@/lib/contracts/appointments';
import { idParams } from '@/lib/contracts/params';
import { notFound } from '@/server/core/app-error';
import { route } from '@/server/http/route';
import { getAppointment } from '@/server/modules/appointments/appointment-select';
import { changeAppointment } from '@/server/modules/appointments/change-appointment';

export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', params: idParams }, async ({ db, shop, params }) => {
  const appointment = await getAppointment(db, shop.id, params.id);
  if (!appointment) throw notFound('errors.appointmentNotFound');
  return appointment;
});

// moved, resized or its details changed while it is ahead
export const PATCH = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', params: idParams, body: appointmentChangeBody }, ({ db, shop, params, body }) =>
  changeAppointment(db, { shopId: shop.id, id: params.id, body }),
);
