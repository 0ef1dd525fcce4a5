import { bigint, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * How many records each shop holds in its large catalogues (customers, products), kept by triggers
 * (migration 0009): the total of an unfiltered list is then one row, where counting a million
 * customers would read a million index entries on every page.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    /** which catalogue (its entity number in searchable.ts) */
    entity: smallint('entity').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.entity] })],
);
