import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shops } from './shops';

// A shop's plans (SPEC §3 timeframes); when the last one has ended every write answers 403 (DESIGN §4).
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    timeframe: text('timeframe').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    // null: never expires (timeframe 0-NO_EXPIRY).
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_shop_id_ends_at_idx').on(t.shopId, t.endsAt),
    check('subscriptions_timeframe_check', sql`${t.timeframe} in ('0-NO_EXPIRY','1-01M','1-03M','1-06M','2-01Y','2-02Y','2-03Y')`),
  ],
);
