import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { compactParams } from '@/lib/api/list-params';
import { listRequest, readListFilters } from '@/lib/list-filters';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { Permission } from '@/lib/permissions';
import { mayReadShop } from '@/server/auth/page-access';
import { type Db, getDb } from '@/server/db/client';

type Request<K extends string> = ReturnType<typeof listRequest<K>>;

interface PrefetchedListProps<K extends string> {
  shopId: string;
  permission: Permission;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  /** the list's filters (features/<catalogue>/api/list-<catalogue>.ts) */
  filterKeys: readonly K[];
  queryKey: (request: Request<K>) => QueryKey;
  /** the page as the API answers it, read through the use-case; throws on a query the API refuses */
  load: (shopId: string, params: Record<string, string | number>) => Promise<unknown>;
  children: ReactNode;
}

/**
 * Renders a catalogue list with its current page already in the react-query cache, read on the
 * server under the same key the browser would fetch it by: the first paint shows the rows, with no
 * round trip and nothing shifting when they arrive. Nothing is prefetched for a user the API would
 * refuse; the browser then asks, and handles the answer, as usual.
 */
export async function PrefetchedList<K extends string>({ shopId, permission, searchParams, filterKeys, queryKey, load, children }: PrefetchedListProps<K>) {
  const params = await searchParams;
  const request = listRequest(readListFilters((key) => (typeof params[key] === 'string' ? params[key] : null), filterKeys));
  const client = new QueryClient();
  if (await mayReadShop(shopId, permission)) {
    await client.prefetchQuery({ queryKey: queryKey(request), queryFn: () => load(shopId, compactParams(request)) });
  }
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}

interface CatalogueListPageOptions<K extends string, Q> {
  permission: Permission;
  filterKeys: readonly K[];
  keys: { list: (shopId: string, filters: object) => QueryKey };
  /** the list's query contract, as the API parses it */
  query: { parse: (input: unknown) => Q };
  /** the list use-case (server/modules/<catalogue>/list-<catalogue>.ts) */
  list: (db: Db, input: { shopId: string; query: Q }) => Promise<unknown>;
  Screen: ComponentType<{ shopId: string }>;
  /** the translations its client components use (lib/i18n/namespaces.ts) */
  namespaces: readonly Namespace[];
}

/** The page of a catalogue list (e.g. /customers): its screen, with the current page rendered on the server. */
export function catalogueListPage<K extends string, Q>({ permission, filterKeys, keys, query, list, Screen, namespaces }: CatalogueListPageOptions<K, Q>) {
  return async function CatalogueListPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const { shopId } = await params;
    return (
      <PrefetchedList
        shopId={shopId}
        permission={permission}
        searchParams={searchParams}
        filterKeys={filterKeys}
        queryKey={(request) => keys.list(shopId, request)}
        load={(id, input) => list(getDb(), { shopId: id, query: query.parse(input) })}
      >
        <PageMessages namespaces={namespaces}>
          {/* the screen reads its filters from the URL (useSearchParams) */}
          <Suspense>
            <Screen shopId={shopId} />
          </Suspense>
        </PageMessages>
      </PrefetchedList>
    );
  };
}
