import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { listQuery } from '@/lib/api/list-query';
import { adminShopPage, type RegisterShopInput, shopUserList } from '@/lib/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './admin-mutation';

/** The filters the shops list keeps in its URL, besides page, page size and sort. */
export const SHOP_LIST_FILTERS = ['search', 'status'] as const;

/** One page of every shop (the list, and the choices of a shop in other screens' filters and dialogs). */
export const adminShopsQuery = (request: Record<string, string | number | undefined>) =>
  listQuery({ path: '/admin/shops', key: adminKeys.shopList(request), page: adminShopPage }, request);

export const useAdminShops = (request: Record<string, string | number | undefined>) => useQuery(adminShopsQuery(request));

export const useShopUsers = (shopId: string | null) =>
  useQuery({
    queryKey: adminKeys.shopUsers(shopId ?? ''),
    queryFn: async () => shopUserList.parse((await api.get(`/admin/shops/${shopId}/users`)).data),
    enabled: !!shopId,
  });

export const useRegisterShop = () => useAdminMutation((body: RegisterShopInput) => api.post('/admin/shops', body).then((r) => r.data as { shopId: string }), true);
export const useExtendSubscription = () => useAdminMutation(({ shopId, timeframe }: { shopId: string; timeframe: string }) => api.put(`/admin/shops/${shopId}/subscription`, { timeframe }));
export const useSetShopLock = () => useAdminMutation(({ shopId, isLocked }: { shopId: string; isLocked: boolean }) => api.put(`/admin/shops/${shopId}/status`, { isLocked }));
