'use client';

import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type SlotInfo, type View } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { Appointment } from '@/lib/contracts/appointments';
import { minutesOfClock } from '@/lib/contracts/rules';
import { OPEN_APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/enums/appointments';
import { shopWallClock } from '@/lib/format';
import './schedule.css';

/** An appointment as the calendar places it: on the shop's wall clock, in its staff member's column. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  appointment: Appointment;
}

export interface StaffColumn {
  id: string;
  title: string;
}

/** The column of appointments no one is assigned to, in the per-staff view. */
export const UNASSIGNED = 'unassigned';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek: (d: Date) => startOfWeek(d, { weekStartsOn: 1 }), getDay, locales: { vi, en: enUS } });
const DragAndDropCalendar = withDragAndDrop<CalendarEvent, StaffColumn>(Calendar);
// the library's day header is a role=columnheader inside a button, with no row around it (axe:
// aria-required-parent): the label alone reads the same
const DayHeader = ({ label }: { label: string }) => <span>{label}</span>;
const atClock = (clock: string) => {
  const minutes = minutesOfClock(clock);
  return new Date(1970, 0, 1, Math.floor(minutes / 60), minutes % 60);
};

export interface AppointmentCalendarProps {
  appointments: readonly Appointment[];
  /** the calendar's day (a wall-clock Date) and view */
  date: Date;
  view: Extract<View, 'day' | 'week' | 'month'>;
  /** the per-staff day: one column each */
  staff?: readonly StaffColumn[];
  hours: { opensAt: string; closesAt: string };
  onNavigate: (date: Date) => void;
  onSelectSlot: (slot: { start: Date; end: Date; staffId: string | null }) => void;
  onSelectEvent: (appointment: Appointment) => void;
  /** dragged to another time (or staff member) or resized: the new wall-clock times */
  onMove: (appointment: Appointment, change: { start: Date; end: Date; staffId?: string | null }) => void;
}

/**
 * The schedule as a calendar (react-big-calendar): a day, a week or a month, or the day with a
 * column per staff member; the opening hours bound the day; a free slot clicked or dragged over
 * books it, an appointment still ahead is dragged to another hour or column or resized; colours by
 * status. It works in the browser's zone: the appointments come and go on the shop's wall clock.
 */
export function AppointmentCalendar({ appointments, date, view, staff, hours, onNavigate, onSelectSlot, onSelectEvent, onMove }: AppointmentCalendarProps) {
  const t = useTranslations('appointments');
  const locale = useLocale();
  const events = useMemo(
    () =>
      appointments.map(
        (a): CalendarEvent => ({
          id: a.id,
          title: [a.pet.name, a.service?.name, a.staff && view !== 'day' ? a.staff.name : null].filter(Boolean).join(' · '),
          start: shopWallClock(a.startsAt)!,
          end: shopWallClock(a.endsAt)!,
          resourceId: a.staff?.id ?? UNASSIGNED,
          appointment: a,
        }),
      ),
    [appointments, view],
  );
  const movable = (e: CalendarEvent) => OPEN_APPOINTMENT_STATUSES.includes(e.appointment.status as AppointmentStatus);
  const moved = ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    const column = resourceId === undefined ? undefined : String(resourceId);
    const staffId = staff && column !== undefined && column !== event.resourceId ? (column === UNASSIGNED ? null : column) : undefined;
    onMove(event.appointment, { start: new Date(start), end: new Date(end), ...(staffId !== undefined ? { staffId } : {}) });
  };

  return (
    <div className="appointment-calendar" aria-label={t('calendarLabel')} role="region">
      <DragAndDropCalendar
        localizer={localizer}
        culture={locale}
        events={events}
        date={date}
        view={view}
        views={['day', 'week', 'month']}
        toolbar={false}
        onNavigate={onNavigate}
        onView={() => undefined}
        step={15}
        timeslots={4}
        min={atClock(hours.opensAt)}
        max={atClock(hours.closesAt)}
        resources={staff ? [...staff] : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        selectable
        resizable
        draggableAccessor={movable}
        resizableAccessor={movable}
        onSelectSlot={(slot: SlotInfo) => onSelectSlot({ start: slot.start, end: slot.end, staffId: slot.resourceId === undefined || slot.resourceId === UNASSIGNED ? null : String(slot.resourceId) })}
        onSelectEvent={(e) => onSelectEvent(e.appointment)}
        onEventDrop={moved}
        onEventResize={moved}
        eventPropGetter={(e) => ({ className: `appt-status-${e.appointment.status}` })}
        tooltipAccessor={(e) => `${e.appointment.code} · ${e.title} · ${t(`status.${e.appointment.status}`)}`}
        formats={{
          timeGutterFormat: 'HH:mm',
          eventTimeRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')}–${format(end, 'HH:mm')}`,
          selectRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')}–${format(end, 'HH:mm')}`,
          dayFormat: (d) => format(d, 'EEE dd/MM', { locale: locale === 'vi' ? vi : enUS }),
          dayHeaderFormat: (d) => format(d, 'EEEE dd/MM/yyyy', { locale: locale === 'vi' ? vi : enUS }),
          weekdayFormat: (d) => format(d, 'EEE', { locale: locale === 'vi' ? vi : enUS }),
        }}
        messages={{ showMore: (count: number) => t('showMore', { count }), noEventsInRange: t('noEvents') }}
        components={{ header: DayHeader }}
        popup
      />
    </div>
  );
}
