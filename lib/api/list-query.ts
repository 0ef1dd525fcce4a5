import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { Page } from '../contracts/pagination';
import { api } from './client';
import { compactParams } from './list-params';

type Request = Record<string, string | number | undefined>;

/**
 * The query of one page of a list (`GET /x?page=…&search=…`), cached under `key`; the page shown
 * stays while the next one loads, so the table does not jump.
 */
export function listQuery<T>(list: { path: string; key: QueryKey; page: ZodType<Page<T>> }, request: Request, headers: Record<string, string> = {}) {
  return queryOptions({
    queryKey: list.key,
    queryFn: async () => list.page.parse((await api.get(list.path, { params: compactParams(request), headers })).data),
    placeholderData: keepPreviousData,
  });
}

/** One page of a shop's list, for the shop named by `shopId`, under the domain's list key. */
export function shopListQuery<T>(list: { path: string; keys: { list: (shopId: string, filters: object) => QueryKey }; page: ZodType<Page<T>> }, shopId: string, request: Request) {
  return listQuery({ path: list.path, key: list.keys.list(shopId, request), page: list.page }, request, { 'shop-Id': shopId });
}
