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
 * (features/<x>/api/list-x.ts) from the request they make.
 */
export function useListView<K extends string, T>(keys: readonly K[], options: (request: ListRequest<K>) => UseQueryOptions<Page<T>, Error, Page<T>, QueryKey>) {
  const { values, page, limit, sort, set } = useListParams(keys);
  const request = listRequest({ values, page, limit, sort });
  const query = useQuery(options(request));
  const list: ListView<T> = { query, sort, set: set as ListView<T>['set'] };
  const params: FilterState<K> = { values, set: set as FilterState<K>['set'] };
  return { values, list, params };
}
