import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@/lib/enums/documents';
import { inList } from './columns';
import { shops } from './shops';

// The last number of each kind of document of a shop (DESIGN §6). Taking the next number updates
// this row, which stays locked until the transaction ends: concurrent documents wait their turn,
// and a transaction that fails gives its number back, so codes have no gaps.
export const documentCounters = pgTable(
  'document_counters',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.kind], name: 'document_counters_pkey' }),
    check('document_counters_kind_check', sql`${t.kind} in (${inList(DOCUMENT_KINDS)})`),
    check('document_counters_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);
