'use client';

import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@/lib/contracts/pagination';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import type { ListView } from './data-table';
import type { FilterState } from './filter-bar';

export type ListRequest<K extends string> = ReturnType<typeof listRequest<K>>;

/**
 * A list page's state: its filters, page and sort read from the URL (`values` and `set`, which
 * FilterBar takes), and the list as its table sees it, read with the list's query options
 * (features/<x>/api/list-x.ts) from the request they make. `data` is the whole answer, typed as
 * the list answers it: a page, or a page with more (a stock card's balances, a total value).
 */
export function useListView<K extends string, P extends Page<unknown>, Q extends QueryKey>(keys: readonly K[], options: (request: ListRequest<K>) => UseQueryOptions<P, Error, P, Q>) {
  const { values, page, limit, sort, set } = useListParams(keys);
  const query = useQuery(options(listRequest({ values, page, limit, sort })));
  type Item = P['items'][number];
  const list: ListView<Item> = { query: query as ListView<Item>['query'], sort, set: set as ListView<Item>['set'] };
  const params: FilterState<K> = { values, set: set as FilterState<K>['set'] };
  return { values, data: query.data, list, params };
}
