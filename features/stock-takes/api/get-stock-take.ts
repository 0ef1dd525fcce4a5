import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockTakeKeys } from '@/entities/stock-takes/stock-take-keys';
import { api } from '@/lib/api/client';
import { stockTakeResponse } from '@/lib/contracts/stock-takes';

/** A sheet with its lines; an unknown or another shop's id answers 404 (→ the 404 page). */
export const stockTakeQuery = (shopId: string, id: string) =>
  queryOptions({
    queryKey: stockTakeKeys.detail(shopId, id),
    queryFn: async () => stockTakeResponse.parse((await api.get(`/stock-takes/${id}`, { headers: { 'shop-Id': shopId } })).data),
    // the counts typed on screen are compared with what was saved: no refetch on focus replaces it
    refetchOnWindowFocus: false,
  });

export const useStockTake = (shopId: string, id: string) => useQuery(stockTakeQuery(shopId, id));
