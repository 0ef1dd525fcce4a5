import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { todayTiles } from '@/lib/contracts/reports';
import { reportKeys } from './report-keys';

/** GET /reports/today: Home's figures of the shop's day so far, and what needs doing. */
export const todayTilesQuery = (shopId: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'today', shopId],
    queryFn: async () => todayTiles.parse((await api.get('/reports/today', { headers: { 'shop-Id': shopId } })).data),
  });

/** Asked only for those who may read the statistics (`enabled`). */
export const useTodayTiles = (shopId: string, enabled: boolean) => useQuery({ ...todayTilesQuery(shopId), enabled });
