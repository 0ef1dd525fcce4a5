// Appointments (DESIGN §4, issue 19 §5): booked for a customer's pet, a service and a staff member;
// confirmed, then arrived (it becomes an activity) and done, or canceled or missed.
export const AppointmentStatus = { SCHEDULED: 1, CONFIRMED: 2, ARRIVED: 3, DONE: 4, CANCELED: 5, NO_SHOW: 6 } as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
export const APPOINTMENT_STATUS_IDS = Object.values(AppointmentStatus);

/** Still ahead: it may be moved, resized, confirmed, arrive, be canceled or missed. */
export const OPEN_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [AppointmentStatus.SCHEDULED, AppointmentStatus.CONFIRMED];
/** It holds its staff member's time: another booking over it is a double booking. */
export const BOOKING_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [AppointmentStatus.SCHEDULED, AppointmentStatus.CONFIRMED, AppointmentStatus.ARRIVED];

/** The statuses set by hand (arrival has its own call, which makes the activity). */
export const APPOINTMENT_STATUS_MOVES: Record<number, readonly AppointmentStatus[]> = {
  [AppointmentStatus.SCHEDULED]: [AppointmentStatus.CONFIRMED, AppointmentStatus.CANCELED, AppointmentStatus.NO_SHOW],
  [AppointmentStatus.CONFIRMED]: [AppointmentStatus.SCHEDULED, AppointmentStatus.CANCELED, AppointmentStatus.NO_SHOW],
  [AppointmentStatus.ARRIVED]: [AppointmentStatus.DONE],
};
export const SETTABLE_APPOINTMENT_STATUSES = [AppointmentStatus.SCHEDULED, AppointmentStatus.CONFIRMED, AppointmentStatus.DONE, AppointmentStatus.CANCELED, AppointmentStatus.NO_SHOW] as const;

/** The shortest and longest appointment, and the step a calendar snaps to (minutes). */
export const MIN_APPOINTMENT_MINUTES = 5;
export const MAX_APPOINTMENT_MINUTES = 12 * 60;
/** The longest span a calendar asks for at once (a month view with its spill-over weeks). */
export const MAX_CALENDAR_DAYS = 42;
