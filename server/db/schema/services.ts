import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { searchColumns } from './searchable';
import { shops } from './shops';

// Services (DESIGN §4); group is a SPEC §3 service group, price in integer đồng.
export const services = pgTable(
  'services',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    serviceGroup: smallint('service_group').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    unit: text('unit').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...searchColumns('service'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id),
    index('services_shop_id_group_idx').on(t.shopId, t.serviceGroup, t.nameOrder, t.name, t.id),
    check('services_group_check', sql`${t.serviceGroup} between 1 and 11`),
    check('services_price_check', sql`${t.price} >= 0`),
  ],
);
