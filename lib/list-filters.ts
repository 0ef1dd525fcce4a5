/** The filters of a list as its URL holds them (DESIGN §3), read the same way by the page and the server. */
export interface ListFilters<K extends string> {
  values: Record<K, string>;
  page: number;
  limit: number;
  sort: string;
}

/**
 * `?search=an&page=2` → every key of `keys` (absent = ''), the page (1 at least), the page size (20
 * by default) and the sort.
 */
export function readListFilters<K extends string>(get: (key: string) => string | null, keys: readonly K[]): ListFilters<K> {
  const values = Object.fromEntries(keys.map((k) => [k, get(k) ?? ''])) as Record<K, string>;
  return { values, page: Math.max(1, Number(get('page')) || 1), limit: Number(get('limit')) || 20, sort: get('sort') ?? '' };
}

/**
 * What a list asks the API for and keys its react-query cache with: `{ page, limit, …filters, sort }`.
 * The server renders a list's first page under the same key (app/…/(console)/_prefetch), so the
 * browser finds it there instead of asking again.
 */
export const listRequest = <K extends string>({ values, page, limit, sort }: ListFilters<K>) => ({ page, limit, ...values, sort });
