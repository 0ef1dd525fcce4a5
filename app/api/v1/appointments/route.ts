import { appointmentBody, appointmentListQuery } from '@/lib/contracts/appointments';
import { route } from '@/server/http/route';
import { createAppointment } from '@/server/modules/appointments/create-appointment';
import { listAppointments } from '@/server/modules/appointments/list-appointments';

// the schedule as a list (search, days, status, staff), and a new booking
export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', query: appointmentListQuery }, ({ db, shop, query }) =>
  listAppointments(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', body: appointmentBody }, ({ db, shop, user, body }) =>
  createAppointment(db, { shopId: shop.id, userId: user.id, body }),
);
