import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

// Promotions (SPEC §3): an invoice discount (a percent with a cap, or an amount, from a minimum
// subtotal), an invoice gift (from a minimum subtotal, a product given), or a product gift (buy X × n,
// get Y × m, for every multiple). Each applies between its days, while active, to the invoice kinds
// it names. An invoice keeps what it was given (invoices.promotion_id and its gift lines), so editing
// a promotion never changes an issued invoice.
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** INVOICE#INVOICE_DISCOUNT, INVOICE#GIFT or PRODUCT#GIFT */
    method: text('method').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** the invoice kinds (lib/enums/invoices.ts) it applies to */
    kinds: smallint('kinds').array().notNull(),
    minSubtotal: bigint('min_subtotal', { mode: 'number' }).notNull().default(0),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountCap: bigint('discount_cap', { mode: 'number' }),
    discountAmount: bigint('discount_amount', { mode: 'number' }),
    buyProductId: uuid('buy_product_id').references(() => products.id),
    buyQuantity: integer('buy_quantity'),
    giftProductId: uuid('gift_product_id').references(() => products.id),
    giftQuantity: integer('gift_quantity'),
    /** invoices that applied it, voided ones aside */
    usageCount: integer('usage_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_shop_id_code_key').on(t.shopId, t.code),
    index('promotions_shop_id_active_idx').on(t.shopId, t.isActive, t.startsOn),
    index('promotions_buy_product_id_idx').on(t.buyProductId),
    index('promotions_gift_product_id_idx').on(t.giftProductId),
    check('promotions_method_check', sql`${t.method} in ('INVOICE#INVOICE_DISCOUNT', 'INVOICE#GIFT', 'PRODUCT#GIFT')`),
    check('promotions_period_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('promotions_kinds_check', sql`cardinality(${t.kinds}) > 0 and ${t.kinds} <@ array[1, 2, 3, 4, 5, 6]::smallint[]`),
    check('promotions_numbers_check', sql`${t.minSubtotal} >= 0 and ${t.usageCount} >= 0`),
    // each method carries exactly what it gives
    check(
      'promotions_discount_check',
      sql`${t.method} <> 'INVOICE#INVOICE_DISCOUNT' or ((${t.discountPercent} is not null) <> (${t.discountAmount} is not null)
        and coalesce(${t.discountPercent} > 0 and ${t.discountPercent} <= 100, true) and coalesce(${t.discountAmount} > 0, true) and coalesce(${t.discountCap} > 0, true))`,
    ),
    check('promotions_gift_check', sql`${t.method} = 'INVOICE#INVOICE_DISCOUNT' or (${t.giftProductId} is not null and ${t.giftQuantity} > 0)`),
    check('promotions_buy_check', sql`${t.method} <> 'PRODUCT#GIFT' or (${t.buyProductId} is not null and ${t.buyQuantity} > 0)`),
  ],
);
