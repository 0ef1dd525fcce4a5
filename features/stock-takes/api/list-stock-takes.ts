import { stockTakeKeys } from '@/entities/stock-takes/stock-take-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { stockTakePage } from '@/lib/contracts/stock-takes';

/** The filters the stock-takes list keeps in its URL, besides page, page size and sort. */
export const STOCK_TAKE_LIST_FILTERS = ['search', 'status', 'from', 'to'] as const;

/** One page of the shop's stock-takes, newest first. */
export const stockTakesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/stock-takes', keys: stockTakeKeys, page: stockTakePage }, shopId, request);
