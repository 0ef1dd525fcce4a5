import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { overviewResponse } from '@/lib/contracts/reports';
import { reportKeys } from './report-keys';

export type OverviewRequest = { from: string; to: string; branch: string };

/** GET /reports/overview: the period's tiles, charts' figures and tops, of one branch or the chain's side by side. */
export const overviewQuery = (shopId: string, request: OverviewRequest) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'overview', shopId, request],
    queryFn: async () => {
      // no branch: the shop of the page
      const params = { from: request.from, to: request.to, branch: request.branch || undefined };
      return overviewResponse.parse((await api.get('/reports/overview', { params, headers: { 'shop-Id': shopId } })).data);
    },
    // the figures shown stay while another period's load, instead of the page going blank
    placeholderData: keepPreviousData,
  });

/** `enabled`: false while the period is one the contract refuses (the screen says why instead of asking). */
export const useOverview = (shopId: string, request: OverviewRequest, enabled: boolean) => useQuery({ ...overviewQuery(shopId, request), enabled });
