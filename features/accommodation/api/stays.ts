import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '@/entities/activities/activity-keys';
import { petRoomKeys } from '@/entities/pet-rooms/pet-room-keys';
import { api } from '@/lib/api/client';
import { keyFactory } from '@/lib/api/key-factory';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type StayLogEntry, stayLogEntry, stayLogResponse } from '@/lib/contracts/stay-log';
import { type Stay, type StayChangeInput, type StayInput, type StayMomentInput, stayResponse } from '@/lib/contracts/stays';

// The desk's actions on stays (issue 19 §3–4): each refreshes the boards, the stays and the activities it moves.
const stayKeys = keyFactory('stays');
const STAY_DOMAINS = [petRoomKeys.all, activityKeys.all, stayKeys.all];

const stay = (data: unknown): Stay => stayResponse.parse(data);

/** GET /stays/{id}: one stay, as its page and the boards show it. */
export const useStay = (shopId: string, id: string) => useQuery({ queryKey: stayKeys.detail(shopId, id), queryFn: async () => stay((await api.get(`/stays/${id}`)).data) });

/** GET /stays/{id}/log: its care log or treatment sheet, oldest first. */
export const useStayLog = (shopId: string, id: string) =>
  useQuery({ queryKey: [...stayKeys.detail(shopId, id), 'log'], queryFn: async () => stayLogResponse.parse((await api.get(`/stays/${id}/log`)).data).items });

/** POST /stays/{id}/log: one entry, its photo beside it in the same form; its lines as JSON. */
export const useAddStayLogEntry = () =>
  useInvalidatingMutation(
    async ({ id, fields, photo }: { id: string; fields: Record<string, unknown>; photo: File | null }): Promise<StayLogEntry> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      if (photo) form.set('photo', photo, photo.name);
      return stayLogEntry.parse((await api.post(`/stays/${id}/log`, form)).data);
    },
    STAY_DOMAINS,
    { silent: true },
  );

/** POST /stays: a pet checked in now, or its place booked ahead, with its deposit. */
export const useCheckInStay = () => useInvalidatingMutation(async (body: StayInput) => stay((await api.post('/stays', body)).data), STAY_DOMAINS, { silent: true });

/** PATCH /stays/{id}: moved to another room, or its expected check-out changed. */
export const useChangeStay = () =>
  useInvalidatingMutation(async ({ id, body }: { id: string; body: StayChangeInput }) => stay((await api.patch(`/stays/${id}`, body)).data), STAY_DOMAINS, { silent: true });

/** POST /stays/{id}/arrive or /check-out: a booked pet arrives, or a pet leaves. */
export const useStayMoment = (moment: 'arrive' | 'check-out') =>
  useInvalidatingMutation(async ({ id, body }: { id: string; body: StayMomentInput }) => stay((await api.post(`/stays/${id}/${moment}`, body)).data), STAY_DOMAINS);
