import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminShopPage, type RegisterShopInput, shopUserList } from '@/lib/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './admin-mutation';

export type ShopFilters = { page: number; limit: number; search: string; status: string; sort: string; withoutChain?: string };

export async function listShops(filters: ShopFilters) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
  const { data } = await api.get('/admin/shops', { params });
  return adminShopPage.parse(data);
}

export const useAdminShops = (filters: ShopFilters) =>
  useQuery({ queryKey: adminKeys.shopList(filters), queryFn: () => listShops(filters), placeholderData: keepPreviousData });

export const useShopUsers = (shopId: string | null) =>
  useQuery({
    queryKey: adminKeys.shopUsers(shopId ?? ''),
    queryFn: async () => shopUserList.parse((await api.get(`/admin/shops/${shopId}/users`)).data),
    enabled: !!shopId,
  });

export const useRegisterShop = () => useAdminMutation((body: RegisterShopInput) => api.post('/admin/shops', body).then((r) => r.data as { shopId: string }), true);
export const useExtendSubscription = () => useAdminMutation(({ shopId, timeframe }: { shopId: string; timeframe: string }) => api.put(`/admin/shops/${shopId}/subscription`, { timeframe }));
export const useSetShopLock = () => useAdminMutation(({ shopId, isLocked }: { shopId: string; isLocked: boolean }) => api.put(`/admin/shops/${shopId}/status`, { isLocked }));
