import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { isCounted, shopTotal } from './catalogue-counts';
import { listOrder } from './list-order';
import { idIn, namePageOfSearch, recordsMatching, type SearchEntity } from './search';

type CatalogueTable = PgTable & { id: AnyPgColumn; shopId: AnyPgColumn };

export interface CatalogueListInput<F extends string> {
  table: CatalogueTable;
  entity: SearchEntity;
  shopId: string;
  query: { page: number; limit: number; search: string; sort?: { field: F; dir: 'asc' | 'desc' } };
  /** the columns of each sortable field; `name` is the default */
  sortColumns: Record<F | 'name', AnyPgColumn | AnyPgColumn[]>;
  /** the list's own filters, besides the shop and the search */
  filters: SQL[];
  /** more ids a search finds, beyond this catalogue's own terms (a pet by its owner's name) */
  alsoFound?: (search: string) => SQL;
}

export interface CatalogueListPlan {
  where: SQL | undefined;
  order: SQL[];
  offset: number;
  /** the number of records the list holds in all its pages */
  total: (db: DbOrTx) => Promise<number>;
}

/**
 * The WHERE, ORDER BY and OFFSET of one page of a catalogue list (DESIGN §3), and its total. The
 * front desk's usual list — searched, sorted by name, nothing else — takes its page of ids and its
 * count from the search index alone (namePageOfSearch); a large catalogue listed whole takes its
 * total from catalogue_counts; any other list filters and counts the table.
 */
export function catalogueListPlan<F extends string>(input: CatalogueListInput<F>): CatalogueListPlan {
  const { table, entity, shopId, query } = input;
  const order = listOrder<F | 'name'>(input.sortColumns, query.sort, 'name', table.id);
  const inShop = eq(table.shopId, shopId);
  const offset = (query.page - 1) * query.limit;
  const countWhere = (from: CatalogueTable | SQL, where?: SQL) => async (db: DbOrTx) => {
    const [row] = await db.select({ n: count() }).from(from).where(where);
    return Number(row?.n ?? 0);
  };

  if (query.search && input.filters.length === 0 && !input.alsoFound && (query.sort?.field ?? 'name') === 'name') {
    const found = namePageOfSearch(shopId, entity, query.search, { descending: query.sort?.dir === 'desc', limit: query.limit, offset });
    return { where: and(inShop, idIn(table.id, found.ids)), order, offset: 0, total: countWhere(found.matches) };
  }

  if (!query.search && input.filters.length === 0 && isCounted(entity)) {
    return { where: inShop, order, offset, total: (db) => shopTotal(db, shopId, entity) };
  }

  const conditions = [inShop, ...input.filters];
  if (query.search) {
    const more = input.alsoFound ? [input.alsoFound(query.search)] : [];
    conditions.push(idIn(table.id, recordsMatching(shopId, entity, query.search), ...more));
  }
  const where = and(...conditions);
  return { where, order, offset, total: countWhere(table, where) };
}
