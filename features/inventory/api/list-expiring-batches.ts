import { stockKeys } from '@/entities/stock/stock-keys';
import { listQuery } from '@/lib/api/list-query';
import { expiringBatchPage } from '@/lib/contracts/stock';

/** The filters the "expiring" tab keeps in its URL: the window (30, 60, 90 days or expired) and a search. */
export const EXPIRING_FILTERS = ['search', 'within'] as const;

/** What the tab shows when the URL names no window: the API's own default. */
export const DEFAULT_WINDOW = '90';

/** One page of the lots expiring within the window, soonest first. */
export const expiringBatchesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  listQuery({ path: '/stock/batches', key: stockKeys.list(shopId, { ...request, view: 'batches' }), page: expiringBatchPage }, request, { 'shop-Id': shopId });
