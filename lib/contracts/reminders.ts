import { z } from 'zod';
import { recordId, staffRef } from './book-rules';
import { PAGE_SIZES, searchText } from './pagination';
import { integer, isCalendarDay, msg, optionalFilter, optionalMultiLineText } from './rules';

// Reminders (issue 19 §6): vaccinations due (the booster date of a vaccine given), follow-up visits
// (a clinical record's next visit), tomorrow's appointments; the desk calls and records the outcome.

export const REMINDER_KINDS = ['vaccination', 'follow_up', 'appointment'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_WINDOWS = ['overdue', 'today', '7d', '30d'] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];
export const CONTACT_OUTCOMES = ['reached', 'will_come', 'no_answer', 'declined'] as const;
/** How far back an overdue reminder is still shown (a booster missed for months is a new visit, not a call). */
export const OVERDUE_DAYS = 60;

export const reminderQuery = z.object({
  window: z.enum(REMINDER_WINDOWS, msg('invalid')).default('7d'),
  kind: optionalFilter(z.enum(REMINDER_KINDS, msg('invalid'))),
  /** hide those already called */
  pending: optionalFilter(z.enum(['true', 'false'], msg('invalid')).transform((v) => v === 'true')),
  search: optionalFilter(searchText()),
  page: integer().pipe(z.number().min(1, msg('invalid'))).default(1),
  limit: integer()
    .pipe(z.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), msg('invalid')))
    .default(20),
});
export type ReminderQuery = z.infer<typeof reminderQuery>;

export const contactBody = z.object({
  kind: z.enum(REMINDER_KINDS, msg('invalid')),
  sourceId: recordId(),
  dueOn: z.string(msg('isoDate')).refine(isCalendarDay, msg('isoDate')),
  outcome: z.enum(CONTACT_OUTCOMES, msg('invalid')),
  note: optionalMultiLineText(500),
});
export type ContactInput = z.infer<typeof contactBody>;

export const reminder = z.object({
  kind: z.enum(REMINDER_KINDS),
  sourceId: z.uuid(),
  dueOn: z.string(),
  /** the vaccine, or the service booked; null for a follow-up visit */
  what: z.string().nullable(),
  /** an appointment's time */
  at: z.string().nullable(),
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }),
  pet: z.object({ id: z.uuid(), name: z.string() }),
  contact: z.object({ outcome: z.enum(CONTACT_OUTCOMES), note: z.string().nullable(), by: staffRef, at: z.string() }).nullable(),
  /** the text to send the customer, in Vietnamese with the shop's name */
  message: z.string(),
});
export type Reminder = z.infer<typeof reminder>;
export const reminderPage = z.object({ items: z.array(reminder), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const reminderCount = z.object({ due: z.number().int() });
