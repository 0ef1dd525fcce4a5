import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { stockKeys } from '@/entities/stock/stock-keys';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { stockCardResponse } from '@/lib/contracts/stock';

/** The filters the stock card keeps in its URL, besides page and page size. */
export const STOCK_CARD_FILTERS = ['productId', 'from', 'to', 'reason'] as const;

type Request = Record<string, string | number | undefined>;

/** The stock card's path of a product; its export is beside it. */
export const stockCardPath = (productId: string) => `/products/${productId}/stock-card`;

/** A page of a product's movements with the period's balances; an unknown or another shop's product answers 404. */
export const stockCardQuery = (shopId: string, { productId, ...request }: Request) =>
  queryOptions({
    queryKey: [...stockKeys.detail(shopId, String(productId)), request] as const,
    queryFn: async () => stockCardResponse.parse((await api.get(stockCardPath(String(productId)), { params: compactParams(request), headers: { 'shop-Id': shopId } })).data),
    placeholderData: keepPreviousData,
    enabled: !!productId,
  });
