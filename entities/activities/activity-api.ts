import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { shopListQuery } from '@/lib/api/list-query';
import { type Activity, activityPage, activityResponse, queueLinePage, serviceLine } from '@/lib/contracts/activities';
import type { ActivityTransition } from '@/lib/enums/activities';
import { activityKeys, serviceLineKeys } from './activity-keys';

// The calls every activity screen makes: the front desk, the board, the activity's page, the
// queues, the histories and a pet's or customer's page.

type Request = Record<string, string | number | undefined>;
const inShop = (shopId: string) => ({ headers: { 'shop-Id': shopId } });

export const activitiesQuery = (shopId: string, request: Request) => shopListQuery({ path: '/activities', keys: activityKeys, page: activityPage }, shopId, request);
export const serviceLinesQuery = (shopId: string, request: Request) => shopListQuery({ path: '/activity-services', keys: serviceLineKeys, page: queueLinePage }, shopId, request);

export const activityQuery = (shopId: string, id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(shopId, id),
    queryFn: async () => activityResponse.parse((await api.get(`/activities/${id}`, inShop(shopId))).data),
  });
export const useActivity = (shopId: string, id: string) => useQuery(activityQuery(shopId, id));

const parsed = async (request: Promise<{ data: unknown }>) => activityResponse.parse((await request).data);

export const createActivity = (shopId: string, body: object) => parsed(api.post('/activities', body, inShop(shopId)));
export const updateActivity = (shopId: string, id: string, body: object) => parsed(api.put(`/activities/${id}`, body, inShop(shopId)));
export const deleteActivity = async (shopId: string, id: string) => void (await api.delete(`/activities/${id}`, inShop(shopId)));
export const moveActivity = (shopId: string, a: Pick<Activity, 'id' | 'version'>, transition: ActivityTransition, reason?: string) =>
  parsed(api.post(`/activities/${a.id}/transition`, { transition, version: a.version, ...(reason ? { reason } : {}) }, inShop(shopId)));
export const saveActivityRecord = (shopId: string, id: string, body: object) => parsed(api.put(`/activities/${id}/record`, body, inShop(shopId)));

export const moveServiceLine = async (shopId: string, lineId: string, transition: ActivityTransition) =>
  serviceLine.parse((await api.post(`/activity-services/${lineId}/transition`, { transition }, inShop(shopId))).data);
export const updateServiceLine = async (shopId: string, lineId: string, body: { result: string | null; performerId?: string | null }) =>
  serviceLine.parse((await api.put(`/activity-services/${lineId}`, body, inShop(shopId))).data);

export function uploadAttachment(shopId: string, input: { activityId: string; file: File; kind: 'result' | 'before' | 'after'; serviceLineId?: string }) {
  const form = new FormData();
  form.set('file', input.file);
  form.set('activityId', input.activityId);
  form.set('kind', input.kind);
  if (input.serviceLineId) form.set('serviceLineId', input.serviceLineId);
  return parsed(api.post('/activity-attachments', form, inShop(shopId)));
}
export const deleteAttachment = async (shopId: string, id: string) => void (await api.delete(`/activity-attachments/${id}`, inShop(shopId)));

