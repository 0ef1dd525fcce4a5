import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { Page } from '../contracts/pagination';
import { api } from './client';
import { compactParams } from './list-params';

interface ShopList<T> {
  /** below /api/v1, e.g. `/customers` */
  path: string;
  keys: { list: (shopId: string, filters: object) => QueryKey };
  /** the page contract the answer is parsed by */
  page: ZodType<Page<T>>;
}

/**
 * The query of one page of a shop's list (`GET /x?page=…&search=…`), cached under the list's key;
 * the page shown stays while the next one loads, so the table does not jump.
 */
export function shopListQuery<T>(list: ShopList<T>, shopId: string, request: Record<string, string | number | undefined>) {
  return queryOptions({
    queryKey: list.keys.list(shopId, request),
    queryFn: async () => {
      const { data } = await api.get(list.path, { params: compactParams(request), headers: { 'shop-Id': shopId } });
      return list.page.parse(data);
    },
    placeholderData: keepPreviousData,
  });
}
