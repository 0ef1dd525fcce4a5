import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { servicePage } from '@/lib/contracts/services';
import { serviceKeys } from '@/entities/services/service-keys';

/** The filters the services list keeps in its URL, besides page, page size and sort. */
export const SERVICE_LIST_FILTERS = ['search', 'group', 'active'] as const;

export type ServiceFilters = { page: number; limit: number; search: string; group: string; active: string; sort: string };

export async function listServices(shopId: string, filters: ServiceFilters) {
  const { data } = await api.get('/services', { params: compactParams(filters), headers: { 'shop-Id': shopId } });
  return servicePage.parse(data);
}

export const servicesQuery = (shopId: string, filters: ServiceFilters) =>
  queryOptions({ queryKey: serviceKeys.list(shopId, filters), queryFn: () => listServices(shopId, filters), placeholderData: keepPreviousData });

export const useServices = (shopId: string, filters: ServiceFilters) => useQuery(servicesQuery(shopId, filters));
