import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityKeys } from '@/entities/activities/activity-keys';
import { api } from '@/lib/api/client';
import { keyFactory } from '@/lib/api/key-factory';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import type { z } from 'zod';
import { type ContactInput, reminderCount, reminderPage } from '@/lib/contracts/reminders';
import { type Appointment, appointmentCalendar, type appointmentChangeBody, type AppointmentInput, appointmentPage, appointmentResponse } from '@/lib/contracts/appointments';

// The schedule's calls (issue 19 §5): every change refreshes the calendar and the list, an arrival the activities too.
export const appointmentKeys = keyFactory('appointments');
const DOMAINS = [appointmentKeys.all];
const parsed = (data: unknown): Appointment => appointmentResponse.parse(data);

/** GET /appointments/calendar: a span of the shop's days, every appointment in it. */
export const useAppointmentCalendar = (shopId: string, span: { from: string; to: string }) =>
  useQuery({
    queryKey: [...appointmentKeys.all, 'calendar', shopId, span],
    queryFn: async () => appointmentCalendar.parse((await api.get('/appointments/calendar', { params: span })).data).items,
    placeholderData: keepPreviousData,
  });

/** GET /appointments: the schedule as a list, searched and paged. */
export const useAppointmentList = (shopId: string, query: Record<string, string | number | undefined>) =>
  useQuery({ queryKey: appointmentKeys.list(shopId, query), queryFn: async () => appointmentPage.parse((await api.get('/appointments', { params: query })).data), placeholderData: keepPreviousData });

export const useCreateAppointment = () => useInvalidatingMutation(async (body: AppointmentInput) => parsed((await api.post('/appointments', body)).data), DOMAINS, { silent: true });

export const useChangeAppointment = () =>
  useInvalidatingMutation(async ({ id, body }: { id: string; body: Partial<z.input<typeof appointmentChangeBody>> }) => parsed((await api.patch(`/appointments/${id}`, body)).data), DOMAINS, { silent: true });

export const useAppointmentStatus = () =>
  useInvalidatingMutation(async ({ id, status }: { id: string; status: number }) => parsed((await api.post(`/appointments/${id}/status`, { status })).data), DOMAINS);

/** POST /appointments/{id}/arrive: the activity it becomes, to open. */
export const useArriveAppointment = () =>
  useInvalidatingMutation(
    async (id: string) => {
      const { data } = await api.post(`/appointments/${id}/arrive`, {});
      return { appointment: parsed(data.appointment), activityId: String(data.activityId) };
    },
    [...DOMAINS, activityKeys.all],
  );

export const reminderKeys = keyFactory('reminders');

/** GET /reminders: what is due in a window, with the calls made about it. */
export const useReminders = (shopId: string, query: Record<string, string | number | boolean | undefined>) =>
  useQuery({ queryKey: reminderKeys.list(shopId, query), queryFn: async () => reminderPage.parse((await api.get('/reminders', { params: query })).data), placeholderData: keepPreviousData });

/** GET /reminders/count: Home's count of those to call about. */
export const useReminderCount = (shopId: string) =>
  useQuery({ queryKey: [...reminderKeys.all, 'count', shopId], queryFn: async () => reminderCount.parse((await api.get('/reminders/count')).data).due });

/** POST /reminders/contacts: the desk called, and what came of it. */
export const useRecordContact = () => useInvalidatingMutation(async (body: ContactInput) => void (await api.post('/reminders/contacts', body)), [reminderKeys.all]);
