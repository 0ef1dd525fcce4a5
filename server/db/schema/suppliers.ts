import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { searchColumns } from './searchable';
import { shops } from './shops';

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    isActive: boolean('is_active').notNull().default(true),
    ...searchColumns('supplier'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suppliers_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id)],
);
