import { http, type HttpHandler } from 'msw';
import type { ZodType } from 'zod';
import { type DeleteResult, deleteResult } from '@/lib/contracts/delete-result';
import { localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { Permission } from '@/lib/permissions';
import { hasMarks, markedKey } from '@/lib/text';
import type { MockShop } from '../data';
import { MockApiError } from '../errors';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, matchesSearch, pageOf, type SearchFields, shopCall } from './shared';

// The five routes every catalogue has (customers, pets, services, products, suppliers), as the
// server's `app/api/v1/<catalogue>/route.ts` and `[id]/route.ts` wire them to server/modules/<catalogue>:
// GET (list) and POST on /x, GET, PUT and DELETE on /x/{id}. Each catalogue's module states its rules.

interface CatalogueRow {
  id: string;
  shopId: string;
  name: string;
  isActive: boolean;
}

/** What every list query parses to; its sort fields must be fields of the row. */
interface ListInput<T> {
  page: number;
  limit: number;
  search: string;
  active?: boolean;
  sort?: { field: keyof T & string; dir: 'asc' | 'desc' };
}

export interface CatalogueRules<T extends CatalogueRow, Q extends ListInput<T>, B extends Partial<T>> {
  /** `/customers`: the URL below /api/v1 */
  path: string;
  /** the mockState table (looked up on each call: the tests reset mockState) */
  table: () => Record<string, T>;
  permissions: { view: Permission; create: Permission; change: Permission; remove: Permission };
  notFoundKey: string;
  listQuery: ZodType<Q>;
  /** what the server searches this row by (its own fields, and another record's such as a pet's owner) */
  searchFields: (row: T) => SearchFields[];
  /** the list's own filters, besides search and active */
  filter?: (row: T, query: Q) => boolean;
  body: ZodType<B>;
  /** runs before a create (no row) or an edit is written: uniqueness (409), a record it names (404) */
  check?: (shop: MockShop, body: B, row?: T) => void;
  create: (shop: MockShop, body: B) => T;
  /** an edit; `applyChanges` unless said otherwise */
  update?: (row: T, changes: B) => void;
  /** the row as the list shows it, parsed by its response contract */
  item: (row: T) => unknown;
  /** GET /x/{id}; the item unless said otherwise */
  detail?: (row: T) => unknown;
  /** the answer to POST and PUT; the item unless said otherwise */
  saved?: (row: T) => unknown;
  page: ZodType;
  /** the message key when a document refers to the row, so a delete deactivates it instead (issue 5) */
  inUseKey?: (row: T) => string | undefined;
  /** what else a delete removes (a customer's pets) */
  onDelete?: (row: T) => void;
}

/** A record of this shop; another shop's is reported as missing. */
export function findInShop<T extends CatalogueRow>(table: Record<string, T>, shop: MockShop, id: string, notFoundKey: string): T {
  const row = table[id];
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', notFoundKey);
  return row;
}

export type SortValue = string | number | null;

// PostgreSQL's order: nulls after every value ascending, before them descending.
export function compareValues(x: SortValue, y: SortValue): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'vi');
}

/**
 * One page in the server's order, `order by <sort field> <dir>, id` (by name when no sort is asked),
 * text in Vietnamese alphabetical order (a ă â b c d đ e ê …); sorted by name, a search typed with
 * its marks puts the names holding it with the same marks first (server/db/sql/search.ts).
 */
function sortedPage<T extends CatalogueRow>(rows: T[], query: ListInput<T>, toItem: (row: T) => unknown) {
  const field: keyof T = query.sort?.field ?? 'name';
  const sign = query.sort?.dir === 'desc' ? -1 : 1;
  const exact = field === 'name' && hasMarks(query.search) ? (row: T) => (markedKey(row.name).includes(markedKey(query.search)) ? 0 : 1) : () => 0;
  const sorted = [...rows].sort((a, b) => exact(a) - exact(b) || sign * compareValues(a[field] as SortValue, b[field] as SortValue) || byId(a, b));
  return pageOf(sorted.map(toItem), query);
}

/** A new record of this shop from a parsed body: active unless the body says otherwise. */
export function newRecord<B extends { isActive?: boolean }>(shop: MockShop, body: B) {
  return { ...body, id: crypto.randomUUID(), shopId: shop.id, isActive: body.isActive ?? true, createdAt: new Date().toISOString() };
}

/** An edit with a parsed body: a field it leaves out (isActive, stockOnHand) stays as it is. */
export function applyChanges<T extends object>(row: T, changes: Partial<T>): T {
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(row, { [key]: value });
  return row;
}

/** The answer to `DELETE /x/{id}` (server/http/delete-answer.ts), its message in the caller's language. */
function deleteAnswer(request: Request, deactivatedKey?: string): DeleteResult {
  if (!deactivatedKey) return deleteResult.parse({ deleted: true, deactivated: false });
  const locale = localeFromHeader(request.headers.get('accept-language'));
  return deleteResult.parse({ deleted: false, deactivated: true, message: translate(locale, deactivatedKey) });
}

// The spreadsheet routes beside `/x/{id}` (Next.js prefers a static segment to a dynamic one).
const STATIC_SEGMENTS = new Set(['export', 'import-template', 'import']);

/** `route` for `/x/:id`: `/x/export` and `/x/import-template` fall through to their own handlers (or the dev server). */
function idRoute(resolve: Parameters<typeof route>[0]) {
  const handler = route(resolve);
  return (info: Parameters<typeof handler>[0]) => (STATIC_SEGMENTS.has(String(info.params.id)) ? undefined : handler(info));
}

export function catalogueHandlers<T extends CatalogueRow, Q extends ListInput<T>, B extends Partial<T>>(rules: CatalogueRules<T, Q, B>): HttpHandler[] {
  const find = (shop: MockShop, id: string) => findInShop(rules.table(), shop, id, rules.notFoundKey);
  const detail = rules.detail ?? rules.item;
  const saved = rules.saved ?? rules.item;
  const update = rules.update ?? applyChanges;
  return [
    http.get(
      `${API}${rules.path}`,
      route((request) => {
        const { shop } = shopCall(request, rules.permissions.view);
        const query = parseBody(rules.listQuery, queryOf(request));
        const rows = Object.values(rules.table()).filter(
          (r) =>
            r.shopId === shop.id &&
            (query.active === undefined || r.isActive === query.active) &&
            rules.searchFields(r).some((fields) => matchesSearch(fields, query.search)) &&
            (!rules.filter || rules.filter(r, query)),
        );
        return rules.page.parse(sortedPage(rows, query, rules.item));
      }),
    ),

    http.post(
      `${API}${rules.path}`,
      route(async (request) => {
        const { shop } = shopCall(request, rules.permissions.create);
        const body = parseBody(rules.body, await readJson(request));
        rules.check?.(shop, body);
        const row = rules.create(shop, body);
        rules.table()[row.id] = row;
        return saved(row);
      }),
    ),

    http.get(
      `${API}${rules.path}/:id`,
      idRoute((request, params) => {
        const { shop } = shopCall(request, rules.permissions.view);
        return detail(find(shop, idOf(params)));
      }),
    ),

    // the id and the body are checked before the record is looked up, as the server's route wrapper does
    http.put(
      `${API}${rules.path}/:id`,
      idRoute(async (request, params) => {
        const { shop } = shopCall(request, rules.permissions.change);
        const id = idOf(params);
        const changes = parseBody(rules.body, await readJson(request));
        const row = find(shop, id);
        rules.check?.(shop, changes, row);
        update(row, changes);
        return saved(row);
      }),
    ),

    // removed, or kept but deactivated when a document refers to it
    http.delete(
      `${API}${rules.path}/:id`,
      idRoute((request, params) => {
        const { shop } = shopCall(request, rules.permissions.remove);
        const row = find(shop, idOf(params));
        const inUseKey = rules.inUseKey?.(row);
        if (inUseKey) {
          row.isActive = false;
          return deleteAnswer(request, inUseKey);
        }
        rules.onDelete?.(row);
        delete rules.table()[row.id];
        return deleteAnswer(request);
      }),
    ),
  ];
}
