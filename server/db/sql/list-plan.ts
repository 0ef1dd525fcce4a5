import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { readAll } from './read-snapshot';
import { SEARCHABLE, type SearchableName } from '../schema/searchable';
import { shopTotal } from './catalogue-counts';
import type { ShopTable } from './find-in-shop';
import { listOrder, type ListSort } from './list-order';
import { exactMarksFirst, idIn, namePageOfSearch, recordsMatching } from './search';
import { type DayRange, withinShopDays } from './shop-days';

/** What every list query parses to (lib/contracts/pagination.ts listQuery). */
export interface ListQuery<F extends string> {
  page: number;
  limit: number;
  search?: string;
  sort?: ListSort<F>;
}

/**
 * How a search finds a list's records: through the search_terms of a searchable table (the
 * catalogues: every word, accents aside, exact marks first when sorted by `name`), or by a
 * condition of the list's own (a document's code, a folded LIKE over a small list).
 */
export type ListSearch =
  | { terms: SearchableName; name: AnyPgColumn; alsoFound?: (search: string) => SQL }
  | { where: (search: string) => SQL };

export interface ListPlanInput<F extends string> {
  table: ShopTable;
  shopId: string;
  query: ListQuery<F>;
  /** the columns of each sortable field; a field called `name` sorts by its order key, then the name */
  sortColumns: Record<F, AnyPgColumn | AnyPgColumn[]>;
  /** the order when the query asks none: by name for a catalogue, newest first for documents */
  defaultSort: ListSort<F>;
  /** the list's own filters, besides the shop, the search and the days */
  filters?: Array<SQL | undefined>;
  search?: ListSearch;
  /** the days a document's date must fall on, in the shop's time zone */
  days?: DayRange & { column: AnyPgColumn };
  /** the caller also sums over every row the list holds, so the where must hold them all (no page-of-ids shortcut) */
  summed?: boolean;
}

export interface ListPlan {
  where: SQL | undefined;
  order: SQL[];
  offset: number;
  /** the exact number of records the list holds in all its pages */
  total: (db: DbOrTx) => Promise<number>;
}

/** A list's exact total: the rows of `from` under `where`. */
export const countOf = (from: ShopTable | SQL | PgTable, where?: SQL) => async (db: DbOrTx) => {
  const [row] = await db.select({ n: count() }).from(from).where(where);
  return Number(row?.n ?? 0);
};

/**
 * The WHERE, ORDER BY and OFFSET of one page of a list (DESIGN §3), and its total, for catalogues
 * and documents alike. Two shortcuts keep the front desk's lists fast however large the shop: a
 * catalogue searched and sorted by name and nothing else takes its page of ids and its count from
 * the search index alone (namePageOfSearch); a counted catalogue listed whole takes its total from
 * catalogue_counts. Any other list filters and counts the table.
 */
export function listPlan<F extends string>(input: ListPlanInput<F>): ListPlan {
  const { table, shopId, query, search } = input;
  const sortField = query.sort?.field ?? input.defaultSort.field;
  const text = query.search ?? '';
  const terms = search && 'terms' in search ? { ...search, ...SEARCHABLE[search.terms] } : undefined;
  const rank = terms && text && sortField === 'name' ? exactMarksFirst(terms.name, text) : null;
  const order = [...(rank ? [rank] : []), ...listOrder(input.sortColumns, query.sort, input.defaultSort, table.id)];
  const inShop = eq(table.shopId, shopId);
  const offset = (query.page - 1) * query.limit;
  const filters = [...(input.filters ?? []).filter((f): f is SQL => f !== undefined), ...(input.days ? withinShopDays(input.days.column, input.days) : [])];

  if (terms && text && filters.length === 0 && !terms.alsoFound && sortField === 'name' && !input.summed) {
    const found = namePageOfSearch(shopId, terms.entity, text, { descending: (query.sort?.dir ?? input.defaultSort.dir) === 'desc', limit: query.limit, offset });
    return { where: and(inShop, idIn(table.id, found.ids)), order, offset: 0, total: countOf(found.matches) };
  }
  if (terms && !text && filters.length === 0 && terms.counted) {
    return { where: inShop, order, offset, total: (db) => shopTotal(db, shopId, terms.entity) };
  }

  const conditions = [inShop, ...filters];
  if (search && 'where' in search && text) conditions.push(search.where(text));
  if (terms && text) conditions.push(idIn(table.id, recordsMatching(shopId, terms.entity, text), ...(terms.alsoFound ? [terms.alsoFound(text)] : [])));
  const where = and(...conditions);
  return { where, order, offset, total: countOf(table, where) };
}

/**
 * One page of a list: the rows of `select` (the columns and joins, as `db.select(…).from(…).$dynamic()`)
 * under the plan's where, order, offset and the query's limit, as items, beside the plan's total
 * (read at the same time).
 */
export async function readPage<Q extends PgSelect, T>(
  db: DbOrTx,
  plan: ListPlan,
  query: { page: number; limit: number },
  select: Q,
  toItem: (row: Awaited<Q>[number]) => T,
): Promise<{ items: T[]; total: number; page: number; limit: number }> {
  const rows = select.where(plan.where).orderBy(...plan.order).limit(query.limit).offset(plan.offset);
  const [read, total] = await readAll(db, [() => rows, () => plan.total(db)]);
  return { items: (read as Array<Awaited<Q>[number]>).map(toItem), total, page: query.page, limit: query.limit };
}
