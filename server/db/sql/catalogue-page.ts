import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import type { SearchableName } from '../schema/searchable';
import { BY_NAME } from './list-order';
import { type ListQuery, listPlan, readPage } from './list-plan';

type CatalogueTable = PgTable & { id: AnyPgColumn; shopId: AnyPgColumn; name: AnyPgColumn; isActive: AnyPgColumn };

/**
 * One page of a catalogue whose list shows its own rows (services, products, suppliers): by name
 * unless the query sorts otherwise, found through its search terms, active or not as asked.
 */
export function cataloguePage<T extends CatalogueTable, F extends string, I>(
  db: DbOrTx,
  input: {
    table: T;
    searchable: SearchableName;
    shopId: string;
    query: ListQuery<F> & { active?: boolean };
    sortColumns: Record<F | 'name', AnyPgColumn | AnyPgColumn[]>;
    filters?: Array<SQL | undefined>;
    toItem: (row: T['$inferSelect']) => I;
  },
) {
  const { table, query } = input;
  const plan = listPlan<F | 'name'>({
    table,
    shopId: input.shopId,
    query,
    sortColumns: input.sortColumns,
    defaultSort: BY_NAME,
    filters: [...(input.filters ?? []), query.active === undefined ? undefined : eq(table.isActive, query.active)],
    search: { terms: input.searchable, name: table.name },
  });
  return readPage(db, plan, query, db.select().from(table as PgTable).$dynamic(), (row) => input.toItem(row as T['$inferSelect']));
}
