import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankInfo, VatSettings } from '@/lib/contracts/shops';
import { createdAt, id, updatedAt } from './columns';

export const chains = pgTable('chains', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

const EMPTY_BANK_INFO: BankInfo = { bankName: null, accountNumber: null, bankBranch: null, accountName: null };
const DISABLED_VAT: VatSettings = {
  sale: { isEnabled: false, percent: 0 },
  grooming: { isEnabled: false, percent: 0 },
  healthcare: { isEnabled: false, percent: 0 },
  hotel: { isEnabled: false, percent: 0 },
};

export const shops = pgTable(
  'shops',
  {
    id: id(),
    chainId: uuid('chain_id').references(() => chains.id),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    phone: text('phone'),
    address: text('address'),
    logoFileId: uuid('logo_file_id'),
    bankInfo: jsonb('bank_info').$type<BankInfo>().notNull().default(EMPTY_BANK_INFO),
    vatSettings: jsonb('vat_settings').$type<VatSettings>().notNull().default(DISABLED_VAT),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shops_chain_id_idx').on(t.chainId)],
);

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
