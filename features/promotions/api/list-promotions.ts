import { promotionKeys } from '@/entities/promotions/promotion-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { promotionPage } from '@/lib/contracts/promotions';

/** The filters the promotions list keeps in its URL, besides page, page size and sort. */
export const PROMOTION_LIST_FILTERS = ['search', 'status', 'method'] as const;

/** One page of the shop's promotions, as the list screen asks for it. */
export const promotionsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/promotions', keys: promotionKeys, page: promotionPage }, shopId, request);
