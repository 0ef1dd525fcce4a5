import { appointmentCalendarQuery } from '@/lib/contracts/appointments';
import { route } from '@/server/http/route';
import { calendarAppointments } from '@/server/modules/appointments/list-appointments';

// a calendar's span of the shop's days (at most 42: a month view), every appointment in it
export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', query: appointmentCalendarQuery }, ({ db, shop, query }) =>
  calendarAppointments(db, { shopId: shop.id, timeZone: shop.timeZone, from: query.from, to: query.to, staffId: query.staffId }),
);
