import { z } from 'zod';
import { APPOINTMENT_STATUS_IDS, MAX_APPOINTMENT_MINUTES, MAX_CALENDAR_DAYS, MIN_APPOINTMENT_MINUTES, SETTABLE_APPOINTMENT_STATUSES } from '../enums/appointments';
import { recordId, staffRef } from './book-rules';
import { invoiceType } from './activities';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { booleanInput, integer, isCalendarDay, isoDate, msg, oneOf, optionalFilter, optionalMultiLineText, optionalUuid } from './rules';

// Appointments (issue 19 §5, code LH): a customer's pet booked for a service with a staff member,
// within the shop's opening hours; a staff member booked twice at once is a warning the desk may
// override. Arrival turns it into an activity.

const instant = () => isoDate().transform((v) => new Date(v));
/** Its length in minutes: it must end after it starts, last at least 5 minutes and at most 12 hours. */
const minutes = () =>
  integer().pipe(z.number().gt(0, msg('appointmentEndsBeforeStart')).min(MIN_APPOINTMENT_MINUTES, msg('appointmentTooShort')).max(MAX_APPOINTMENT_MINUTES, msg('appointmentTooLong')));

export const appointmentBody = z.object({
  customerId: recordId(),
  petId: recordId(),
  serviceId: optionalUuid().optional(),
  staffId: optionalUuid().optional(),
  startsAt: instant(),
  durationMinutes: minutes(),
  note: optionalMultiLineText(1000),
  /** already confirmed with the customer */
  confirmed: booleanInput().default(false),
  /** book the staff member although they are booked then (the desk saw the warning) */
  allowDoubleBooking: booleanInput().default(false),
});
export type AppointmentInput = z.infer<typeof appointmentBody>;

/** Moved (drag), resized, or its details changed; only while it is ahead (scheduled or confirmed). */
export const appointmentChangeBody = z
  .object({
    customerId: recordId().optional(),
    petId: recordId().optional(),
    serviceId: optionalUuid().optional(),
    staffId: optionalUuid().optional(),
    startsAt: instant().optional(),
    durationMinutes: minutes().optional(),
    note: optionalMultiLineText(1000).optional(),
    allowDoubleBooking: booleanInput().default(false),
  })
  .refine((b) => (b.customerId === undefined) === (b.petId === undefined), { path: ['petId'], error: 'validation.required' });
export type AppointmentChangeInput = z.infer<typeof appointmentChangeBody>;

export const appointmentStatusBody = z.object({ status: oneOf(SETTABLE_APPOINTMENT_STATUSES, 'invalid') });

/** The customer came: an activity of this type made from the appointment's service, waiting in the queue. */
export const appointmentArriveBody = z.object({ type: invoiceType().optional() });

const day = () => z.string(msg('isoDate')).refine(isCalendarDay, msg('isoDate'));
/** A calendar's span (the shop's days, both included) and, for the per-staff day, whose. */
export const appointmentCalendarQuery = z
  .object({ from: day(), to: day(), staffId: optionalFilter(recordId()) })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'validation.dayRange' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_CALENDAR_DAYS * 86_400_000, { path: ['to'], error: 'validation.calendarTooLong' });

export const appointmentListQuery = withDayRange(
  listQuery(['startsAt', 'code', 'status'] as const).extend({
    status: optionalFilter(oneOf(APPOINTMENT_STATUS_IDS, 'invalid')),
    staffId: optionalFilter(recordId()),
  }),
);
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

export const appointmentResponse = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }),
  pet: z.object({ id: z.uuid(), name: z.string(), species: z.string() }),
  service: z.object({ id: z.uuid(), name: z.string(), group: z.number().int() }).nullable(),
  staff: staffRef.nullable(),
  note: z.string().nullable(),
  activityId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentResponse>;
export const appointmentPage = pageOf(appointmentResponse);
export const appointmentCalendar = z.object({ items: z.array(appointmentResponse) });
