import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { stockKeys } from '@/entities/stock/stock-keys';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { stockOverviewPage } from '@/lib/contracts/stock';

/** The filters the stock overview keeps in its URL, besides page, page size and sort. */
export const STOCK_OVERVIEW_FILTERS = ['search', 'group'] as const;

type Request = Record<string, string | number | undefined>;

/**
 * One page of the stock overview with the value of everything it lists (`lowStock: 'true'` for the
 * "below minimum" tab); the page shown stays while the next one loads.
 */
export const stockOverviewQuery = (shopId: string, request: Request) =>
  queryOptions({
    queryKey: stockKeys.list(shopId, { ...request, view: 'overview' }),
    queryFn: async () => stockOverviewPage.parse((await api.get('/stock', { params: compactParams(request), headers: { 'shop-Id': shopId } })).data),
    placeholderData: keepPreviousData,
  });
