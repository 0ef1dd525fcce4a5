'use client';

import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Alert, Button, ButtonGroup } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { useStaffOptions } from '@/entities/employees/staff-options';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { Appointment } from '@/lib/contracts/appointments';
import { minutesOfClock } from '@/lib/contracts/rules';
import { formatDateTime, instantOfShopWallClock, isoDay, shopWallClock } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useAppointmentCalendar, useChangeAppointment } from '../api/appointments';
import { AppointmentCalendar, UNASSIGNED } from './appointment-calendar';
import type { AppointmentDraft } from './appointment-form-modal';
import { AppointmentList } from './appointment-list';
import { doubleBookingOf } from './booking-errors';
import { ReminderList } from './reminder-list';

const AppointmentFormModal = lazyDialog(() => import('./appointment-form-modal').then((m) => m.AppointmentFormModal));
const AppointmentDetailModal = lazyDialog(() => import('./appointment-detail-modal').then((m) => m.AppointmentDetailModal));

const MODES = ['day', 'week', 'month', 'staff', 'list', 'reminders'] as const;
type Mode = (typeof MODES)[number];
type Move = { appointment: Appointment; body: { startsAt: string; durationMinutes: number; staffId?: string | null } };
type Dialog = { kind: 'create'; draft?: AppointmentDraft } | { kind: 'detail'; appointment: Appointment } | { kind: 'edit'; appointment: Appointment } | { kind: 'clash'; move: Move; message: string } | null;

const WEEK = { weekStartsOn: 1 } as const;
const MINUTE_MS = 60_000;

/** The shop's days a mode shows around `date` (wall-clock Dates), as the calendar call takes them. */
function spanOf(mode: Mode, date: Date): { from: string; to: string } {
  if (mode === 'week') return { from: isoDay(startOfWeek(date, WEEK)), to: isoDay(endOfWeek(date, WEEK)) };
  if (mode === 'month') return { from: isoDay(startOfWeek(startOfMonth(date), WEEK)), to: isoDay(endOfWeek(endOfMonth(date), WEEK)) };
  return { from: isoDay(date), to: isoDay(date) };
}

const step = (mode: Mode, date: Date, by: 1 | -1) => (mode === 'week' ? addWeeks(date, by) : mode === 'month' ? addMonths(date, by) : addDays(date, by));

/**
 * The appointment schedule (/schedule, issue 19 §5): a day, a week or a month, the day by staff
 * member, a searchable list, or the reminders to call about. A free slot books an appointment; a booking still ahead is dragged
 * to another hour or staff member or resized — a double booking asks first; a booking opens to be
 * confirmed, marked arrived (its activity opens), missed, canceled or edited.
 */
export function SchedulePage({ shopId, hours, initialView }: { shopId: string; hours: { opensAt: string; closesAt: string }; initialView?: string }) {
  const t = useTranslations('appointments');
  const locale = useLocale();
  const handleError = useApiErrorHandler();
  // Home's reminder count opens this page on its reminders (?view=reminders)
  const [mode, setMode] = useState<Mode>(() => (MODES.includes(initialView as Mode) ? (initialView as Mode) : 'week'));
  const [date, setDate] = useState<Date>(() => shopWallClock(new Date())!);
  const [dialog, setDialog] = useState<Dialog>(null);
  const span = spanOf(mode, date);
  const calendar = useAppointmentCalendar(shopId, span);
  const staffOptions = useStaffOptions(shopId);
  const change = useChangeAppointment();
  const staff = useMemo(() => [...staffOptions.map((s) => ({ id: s.value, title: s.label })), { id: UNASSIGNED, title: t('noStaff') }], [staffOptions, t]);
  const dateLocale = locale === 'vi' ? vi : enUS;
  const label =
    mode === 'month'
      ? format(date, 'MMMM yyyy', { locale: dateLocale })
      : mode === 'week'
        ? `${format(startOfWeek(date, WEEK), 'dd/MM')} – ${format(endOfWeek(date, WEEK), 'dd/MM/yyyy')}`
        : format(date, 'EEEE dd/MM/yyyy', { locale: dateLocale });

  const sendMove = (move: Move, allowDoubleBooking = false) =>
    change.mutate(
      { id: move.appointment.id, body: { ...move.body, allowDoubleBooking } },
      {
        onSuccess: (a) => (setDialog(null), notify('success', t('moved', { code: a.code, at: formatDateTime(a.startsAt) }))),
        onError: (error) => {
          const message = doubleBookingOf(error);
          if (message && !allowDoubleBooking) return setDialog({ kind: 'clash', move, message });
          setDialog(null);
          handleError(error);
        },
      },
    );
  const bookAt = ({ start, end, staffId }: { start: Date; end: Date; staffId: string | null }) => {
    // a day of the month grid is booked from opening time; a slot of a day or week, as drawn
    const fromGrid = mode === 'month';
    const opens = minutesOfClock(hours.opensAt);
    const wall = fromGrid ? new Date(start.getFullYear(), start.getMonth(), start.getDate(), Math.floor(opens / 60), opens % 60) : start;
    const minutes = fromGrid ? 30 : Math.max(15, Math.round((end.getTime() - start.getTime()) / MINUTE_MS));
    setDialog({ kind: 'create', draft: { start: instantOfShopWallClock(wall), durationMinutes: minutes === 15 ? 30 : minutes, staffId } });
  };

  return (
    <>
      <PageHeader title={t('title')}>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('create')}
        </Button>
      </PageHeader>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <ButtonGroup aria-label={t('title')}>
          {MODES.map((m) => (
            <Button key={m} variant={m === mode ? 'primary' : 'outline-primary'} aria-pressed={m === mode} onClick={() => setMode(m)}>
              {t(`views.${m}`)}
            </Button>
          ))}
        </ButtonGroup>
        {mode !== 'list' && mode !== 'reminders' && (
          <>
            <ButtonGroup>
              <Button variant="outline-secondary" onClick={() => setDate(step(mode, date, -1))} aria-label={t('previous')}>
                <i className="bi bi-chevron-left" aria-hidden="true" />
              </Button>
              <Button variant="outline-secondary" onClick={() => setDate(shopWallClock(new Date())!)}>
                {t('today')}
              </Button>
              <Button variant="outline-secondary" onClick={() => setDate(step(mode, date, 1))} aria-label={t('next')}>
                <i className="bi bi-chevron-right" aria-hidden="true" />
              </Button>
            </ButtonGroup>
            <h2 className="h5 mb-0 text-capitalize" aria-live="polite">
              {label}
            </h2>
            <span className="small text-body-secondary ms-auto">{t('hours', { opens: hours.opensAt, closes: hours.closesAt })}</span>
          </>
        )}
      </div>
      {mode === 'reminders' && <ReminderList shopId={shopId} />}
      {mode === 'list' && <AppointmentList shopId={shopId} onOpen={(appointment) => setDialog({ kind: 'detail', appointment })} />}
      {mode !== 'list' && mode !== 'reminders' && (
        <>
          {calendar.isError && <Alert variant="danger">{t('loadFailed')}</Alert>}
          <AppointmentCalendar
            appointments={calendar.data ?? []}
            date={date}
            view={mode === 'staff' ? 'day' : mode}
            staff={mode === 'staff' ? staff : undefined}
            hours={hours}
            onNavigate={setDate}
            onSelectSlot={bookAt}
            onSelectEvent={(appointment) => setDialog({ kind: 'detail', appointment })}
            onMove={(appointment, { start, end, staffId }) =>
              sendMove({
                appointment,
                body: { startsAt: instantOfShopWallClock(start).toISOString(), durationMinutes: Math.round((end.getTime() - start.getTime()) / MINUTE_MS), ...(staffId !== undefined ? { staffId } : {}) },
              })
            }
          />
        </>
      )}
      {dialog?.kind === 'create' && <AppointmentFormModal shopId={shopId} draft={dialog.draft} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <AppointmentFormModal shopId={shopId} editing={dialog.appointment} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'detail' && <AppointmentDetailModal shopId={shopId} appointment={dialog.appointment} onEdit={() => setDialog({ kind: 'edit', appointment: dialog.appointment })} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        show={dialog?.kind === 'clash'}
        title={t('doubleBookedTitle')}
        body={dialog?.kind === 'clash' ? dialog.message : ''}
        confirmLabel={t('doubleBookedMove')}
        variant="warning"
        busy={change.isPending}
        onConfirm={() => dialog?.kind === 'clash' && sendMove(dialog.move, true)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
