import { activityKeys } from '@/entities/activities/activity-keys';
import { petRoomKeys } from '@/entities/pet-rooms/pet-room-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type Stay, type StayChangeInput, type StayInput, type StayMomentInput, stayResponse } from '@/lib/contracts/stays';

// The desk's actions on stays (issue 19 §3): each refreshes the boards and the activities it moves.
const STAY_DOMAINS = [petRoomKeys.all, activityKeys.all];

const stay = (data: unknown): Stay => stayResponse.parse(data);

/** POST /stays: a pet checked in now, or its place booked ahead, with its deposit. */
export const useCheckInStay = () => useInvalidatingMutation(async (body: StayInput) => stay((await api.post('/stays', body)).data), STAY_DOMAINS, { silent: true });

/** PATCH /stays/{id}: moved to another room, or its expected check-out changed. */
export const useChangeStay = () =>
  useInvalidatingMutation(async ({ id, body }: { id: string; body: StayChangeInput }) => stay((await api.patch(`/stays/${id}`, body)).data), STAY_DOMAINS, { silent: true });

/** POST /stays/{id}/arrive or /check-out: a booked pet arrives, or a pet leaves. */
export const useStayMoment = (moment: 'arrive' | 'check-out') =>
  useInvalidatingMutation(async ({ id, body }: { id: string; body: StayMomentInput }) => stay((await api.post(`/stays/${id}/${moment}`, body)).data), STAY_DOMAINS);
