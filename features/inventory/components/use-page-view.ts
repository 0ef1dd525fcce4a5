'use client';

import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ListView } from '@/components/list/data-table';
import type { FilterState } from '@/components/list/filter-bar';
import type { ListRequest } from '@/components/list/use-list-view';
import type { Page } from '@/lib/contracts/pagination';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';

/**
 * useListView (components/list) for a list whose answer holds more than its page — the overview's
 * total value, a card's opening and closing balance — with that answer typed whole in `data`.
 */
export function usePageView<K extends string, P extends Page<unknown>, Q extends QueryKey>(keys: readonly K[], options: (request: ListRequest<K>) => UseQueryOptions<P, Error, P, Q>) {
  const { values, page, limit, sort, set } = useListParams(keys);
  const query = useQuery(options(listRequest({ values, page, limit, sort })));
  const list: ListView<P['items'][number]> = { query, sort, set: set as ListView<P['items'][number]>['set'] };
  const params: FilterState<K> = { values, set: set as FilterState<K>['set'] };
  return { values, data: query.data, list, params };
}
