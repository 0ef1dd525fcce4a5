import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ServiceStatics, serviceStaticsResponse } from '@/lib/contracts/statics';
import { api } from '@/lib/api/client';

export const serviceStaticsKeys = {
  all: ['invoice-services', 'statics'] as const,
  shop: (shopId: string) => [...serviceStaticsKeys.all, shopId] as const,
};

export async function getServiceStatics(shopId: string): Promise<ServiceStatics> {
  const { data } = await api.get('/invoice-services/statics', { headers: { 'shop-Id': shopId } });
  return serviceStaticsResponse.parse(data);
}

// A failure is only logged: the badges stay empty (SPEC §8).
export const serviceStaticsQuery = (shopId: string) =>
  queryOptions({ queryKey: serviceStaticsKeys.shop(shopId), queryFn: () => getServiceStatics(shopId), meta: { silent: true }, retry: 1 });

export function useServiceStatics(shopId: string | undefined) {
  return useQuery({ ...serviceStaticsQuery(shopId ?? ''), enabled: !!shopId });
}
