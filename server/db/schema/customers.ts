import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { searchColumns } from './searchable';
import { shops } from './shops';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    email: text('email'),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    /** what the shop holds for them: the last balance of their credit ledger (customer_credits) */
    credit: money('credit'),
    ...searchColumns('customer'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_shop_id_phone_key').on(t.shopId, t.phone).where(sql`${t.phone} is not null`),
    index('customers_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id),
    // new customers of a period (the statistics overview)
    index('customers_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    check('customers_credit_check', sql`${t.credit} >= 0`),
  ],
);
