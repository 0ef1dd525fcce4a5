import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShopChainResponse, shopChainResponse } from '@/lib/contracts/shops';
import { api } from '@/lib/api/client';

export const shopChainKeys = {
  all: ['shops', 'chain'] as const,
  shop: (shopId: string) => [...shopChainKeys.all, shopId] as const,
};

export async function getShopChain(shopId: string): Promise<ShopChainResponse> {
  const { data } = await api.get('/shops/chain', { headers: { 'shop-Id': shopId } });
  return shopChainResponse.parse(data);
}

// Errors are handled by the caller, which signs out on 403 (SPEC §8).
export const shopChainQuery = (shopId: string) =>
  queryOptions({ queryKey: shopChainKeys.shop(shopId), queryFn: () => getShopChain(shopId), meta: { silent: true }, staleTime: 5 * 60_000 });

export function useShopChain(shopId: string | undefined) {
  return useQuery({ ...shopChainQuery(shopId ?? ''), enabled: !!shopId });
}
