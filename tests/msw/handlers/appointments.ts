import { http } from 'msw';
import { bookingsOverlap, openingHoursProblem } from '@/lib/books/appointment-hours';
import {
  type Appointment,
  appointmentArriveBody,
  appointmentBody,
  appointmentCalendarQuery,
  appointmentChangeBody,
  type AppointmentChangeInput,
  type AppointmentInput,
  appointmentListQuery,
  appointmentPage,
  appointmentStatusBody,
} from '@/lib/contracts/appointments';
import { InvoiceType, isStayType } from '@/lib/enums/activities';
import { APPOINTMENT_STATUS_MOVES, AppointmentStatus, BOOKING_APPOINTMENT_STATUSES, OPEN_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import { ServiceGroup } from '@/lib/enums/services';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@/lib/format';
import type { MockAppointment } from '../appointments-data';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { nextCode } from '../mock-ledger';
import { invalidField } from '../mock-stays';
import { createMockActivity } from './activities';
import { activityMatches } from './activity-answers';
import { checkParties } from './activity-lines';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, pageOf, shopCall, staffRef, withinShopDays } from './shared';

// ---- appointments (/appointments, issue 19 §5), as server/modules/appointments: bookings within ----
// the shop's opening hours, a staff member booked twice only when the desk overrides the warning,
// moved and resized while ahead, confirmed, canceled, arrived (its activity made) and done. Every
// rule is checked before anything is written.

const PERMISSION = 'APPOINTMENTS_VIEW_UPDATE';
const minutesLater = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

function toAppointment(a: MockAppointment): Appointment {
  const customer = mockState.customers[a.customerId];
  const pet = mockState.pets[a.petId];
  const service = a.serviceId ? mockState.services[a.serviceId] : undefined;
  return {
    id: a.id,
    code: a.code,
    status: a.status,
    startsAt: a.startsAt,
    endsAt: minutesLater(a.startsAt, a.durationMinutes),
    durationMinutes: a.durationMinutes,
    customer: { id: customer.id, name: customer.name, phone: customer.phone },
    pet: { id: pet.id, name: pet.name, species: pet.species },
    service: service ? { id: service.id, name: service.name, group: service.group } : null,
    staff: staffRef(a.staffId),
    note: a.note,
    activityId: a.activityId,
    createdAt: a.createdAt,
  };
}

function findAppointment(shop: MockShop, id: string, statuses?: readonly number[]): MockAppointment {
  const row = mockState.appointments[id];
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.appointmentNotFound');
  if (statuses && !statuses.includes(row.status)) throw new MockApiError('Conflict', 'errors.appointmentClosed', [], { status: row.status });
  return row;
}

function checkService(shop: MockShop, serviceId: string | null | undefined): void {
  if (!serviceId) return;
  const service = mockState.services[serviceId];
  if (!service || service.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.serviceNotFound');
  if (!service.isActive) throw invalidField('serviceId', 'validation.inactiveService');
}

/** appointment-slot.ts checkSlot: opening hours, an active staff member of the shop, no clash unless overridden. */
function checkSlot(shop: MockShop, slot: { startsAt: Date; durationMinutes: number; staffId: string | null; exceptId?: string; allowDoubleBooking: boolean }): void {
  const outside = openingHoursProblem(slot.startsAt, slot.durationMinutes, { timeZone: DEFAULT_TIME_ZONE, opensAt: shop.opensAt, closesAt: shop.closesAt });
  if (outside) throw invalidField('startsAt', outside);
  if (!slot.staffId) return;
  const staff = mockState.users[slot.staffId];
  if (!staff || staff.shopId !== shop.id || !staff.isActive) throw new MockApiError('NotFound', 'errors.employeeNotFound');
  if (slot.allowDoubleBooking) return;
  const clash = Object.values(mockState.appointments)
    .filter((a) => a.staffId === slot.staffId && a.id !== slot.exceptId && BOOKING_APPOINTMENT_STATUSES.includes(a.status as AppointmentStatus))
    .filter((a) => bookingsOverlap({ startsAt: new Date(a.startsAt), minutes: a.durationMinutes }, { startsAt: slot.startsAt, minutes: slot.durationMinutes }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (clash) {
    throw new MockApiError('Conflict', 'errors.staffDoubleBooked', [{ field: 'allowDoubleBooking', messages: ['errors.staffBusy'] }], { staff: staff.name, code: clash.code, at: formatDateTime(clash.startsAt) });
  }
}

function create(shop: MockShop, user: MockUser, body: AppointmentInput): Appointment {
  checkParties(shop, body);
  checkService(shop, body.serviceId);
  checkSlot(shop, { startsAt: body.startsAt, durationMinutes: body.durationMinutes, staffId: body.staffId ?? null, allowDoubleBooking: body.allowDoubleBooking });
  const row: MockAppointment = {
    id: crypto.randomUUID(),
    shopId: shop.id,
    code: nextCode(mockState, shop.id, 'LH'),
    customerId: body.customerId,
    petId: body.petId,
    serviceId: body.serviceId ?? null,
    staffId: body.staffId ?? null,
    startsAt: body.startsAt.toISOString(),
    durationMinutes: body.durationMinutes,
    status: body.confirmed ? AppointmentStatus.CONFIRMED : AppointmentStatus.SCHEDULED,
    note: body.note,
    activityId: null,
    createdBy: user.id,
    createdAt: new Date().toISOString(),
  };
  mockState.appointments[row.id] = row;
  return toAppointment(row);
}

function change(shop: MockShop, id: string, body: AppointmentChangeInput): Appointment {
  const row = findAppointment(shop, id, OPEN_APPOINTMENT_STATUSES);
  const next = {
    customerId: body.customerId ?? row.customerId,
    petId: body.petId ?? row.petId,
    serviceId: body.serviceId === undefined ? row.serviceId : body.serviceId,
    staffId: body.staffId === undefined ? row.staffId : body.staffId,
    startsAt: body.startsAt?.toISOString() ?? row.startsAt,
    durationMinutes: body.durationMinutes ?? row.durationMinutes,
    note: body.note === undefined ? row.note : body.note,
  };
  if (body.customerId) checkParties(shop, next);
  if (next.serviceId !== row.serviceId) checkService(shop, next.serviceId);
  if (next.startsAt !== row.startsAt || next.durationMinutes !== row.durationMinutes || next.staffId !== row.staffId) {
    checkSlot(shop, { startsAt: new Date(next.startsAt), durationMinutes: next.durationMinutes, staffId: next.staffId, exceptId: row.id, allowDoubleBooking: body.allowDoubleBooking });
  }
  Object.assign(row, next);
  return toAppointment(row);
}

function setStatus(shop: MockShop, id: string, status: number): Appointment {
  const row = findAppointment(shop, id, Object.keys(APPOINTMENT_STATUS_MOVES).map(Number));
  if (!APPOINTMENT_STATUS_MOVES[row.status].includes(status as AppointmentStatus)) throw new MockApiError('Conflict', 'errors.appointmentStatusNotAllowed', [], { status: row.status });
  row.status = status;
  return toAppointment(row);
}

/** arrive-appointment.ts: the activity made from the appointment, waiting in the queue. */
function arrive(shop: MockShop, user: MockUser, id: string, chosen?: number) {
  const row = findAppointment(shop, id, OPEN_APPOINTMENT_STATUSES);
  const group = row.serviceId ? mockState.services[row.serviceId]?.group : undefined;
  const type = chosen ?? (group === ServiceGroup.SPA ? InvoiceType.GROOMING : InvoiceType.HEALTHCARE);
  if (isStayType(type) || group === ServiceGroup.HOTEL) throw invalidField('type', 'validation.arriveAsStay');
  const activity = createMockActivity(shop, user, {
    customerId: row.customerId,
    petId: row.petId,
    type: type as 1 | 2 | 3,
    assigneeId: row.staffId,
    note: row.note,
    services: row.serviceId ? [{ serviceId: row.serviceId, quantity: 1 }] : [],
    products: [],
    submit: true,
  });
  Object.assign(row, { status: AppointmentStatus.ARRIVED, activityId: activity.id });
  return { appointment: toAppointment(row), activityId: activity.id };
}

const ofShop = (shop: MockShop) => Object.values(mockState.appointments).filter((a) => a.shopId === shop.id);
const soonestFirst = (a: MockAppointment, b: MockAppointment) => a.startsAt.localeCompare(b.startsAt) || a.code.localeCompare(b.code);

export const appointmentHandlers = [
  http.get(
    `${API}/appointments/calendar`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const q = parseBody(appointmentCalendarQuery, queryOf(request));
      const rows = ofShop(shop).filter((a) => withinShopDays(a.startsAt, q) && (!q.staffId || a.staffId === q.staffId));
      return { items: rows.sort(soonestFirst).map(toAppointment) };
    }),
  ),
  http.get(
    `${API}/appointments`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const q = parseBody(appointmentListQuery, queryOf(request));
      const rows = ofShop(shop).filter(
        (a) =>
          withinShopDays(a.startsAt, q) &&
          (q.status === undefined || a.status === q.status) &&
          (!q.staffId || a.staffId === q.staffId) &&
          activityMatches(a, q.search),
      );
      const { field, dir } = q.sort ?? { field: 'startsAt', dir: 'asc' };
      const sign = dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])) || byId(a, b));
      return appointmentPage.parse(pageOf(rows.map(toAppointment), q));
    }),
  ),
  http.post(
    `${API}/appointments`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      return create(shop, user, parseBody(appointmentBody, await readJson(request)));
    }),
  ),
  http.get(
    `${API}/appointments/:id`,
    route((request, params) => toAppointment(findAppointment(shopCall(request, PERMISSION).shop, idOf(params)))),
  ),
  http.patch(
    `${API}/appointments/:id`,
    route(async (request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return change(shop, id, parseBody(appointmentChangeBody, await readJson(request)));
    }),
  ),
  http.post(
    `${API}/appointments/:id/status`,
    route(async (request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return setStatus(shop, id, parseBody(appointmentStatusBody, await readJson(request)).status);
    }),
  ),
  http.post(
    `${API}/appointments/:id/arrive`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return arrive(shop, user, id, parseBody(appointmentArriveBody, await readJson(request)).type);
    }),
  ),
];
