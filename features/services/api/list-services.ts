import { serviceKeys } from '@/entities/services/service-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { servicePage } from '@/lib/contracts/services';

/** The filters the services list keeps in its URL, besides page, page size and sort. */
export const SERVICE_LIST_FILTERS = ['search', 'group', 'active'] as const;

/** One page of the shop's services, as the list screen asks for it. */
export const servicesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/services', keys: serviceKeys, page: servicePage }, shopId, request);
