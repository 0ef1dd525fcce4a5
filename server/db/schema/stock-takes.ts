import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_GROUP_IDS } from '@/lib/enums/products';
import { STOCK_TAKE_STATUS_IDS } from '@/lib/enums/stock-takes';
import { at, createdAt, id, updatedAt } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

// A stock-take (kiểm kho KK): counted quantities against the system's; completing it writes one
// adjustment per differing line, against the stock of that moment (DESIGN §6).
export const stockTakes = pgTable(
  'stock_takes',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    status: smallint('status').notNull().default(0),
    /** the product group the sheet covers; null for all products */
    productGroup: smallint('product_group'),
    note: text('note'),
    /** the value of the differences at average cost, once completed (negative: goods missing) */
    differenceValue: bigint('difference_value', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: at('completed_at'),
    canceledBy: uuid('canceled_by').references(() => users.id),
    canceledAt: at('canceled_at'),
    voidedBy: uuid('voided_by').references(() => users.id),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('stock_takes_shop_id_code_key').on(t.shopId, t.code),
    index('stock_takes_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('stock_takes_created_by_idx').on(t.createdBy),
    check('stock_takes_status_check', sql`${t.status} in (${sql.raw(STOCK_TAKE_STATUS_IDS.join(', '))})`),
    check('stock_takes_group_check', sql`${t.productGroup} is null or ${t.productGroup} in (${sql.raw(PRODUCT_GROUP_IDS.join(', '))})`),
  ],
);

export const stockTakeLines = pgTable(
  'stock_take_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    stockTakeId: uuid('stock_take_id')
      .notNull()
      .references(() => stockTakes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** the system's quantity: when the sheet was made, then when it was completed */
    systemQuantity: integer('system_quantity').notNull(),
    /** null until counted; an uncounted line changes nothing */
    countedQuantity: integer('counted_quantity'),
    /** counted − system at completion */
    difference: integer('difference'),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_take_lines_stock_take_id_product_id_key').on(t.stockTakeId, t.productId),
    index('stock_take_lines_stock_take_id_position_idx').on(t.stockTakeId, t.position),
    index('stock_take_lines_product_id_idx').on(t.productId),
    check('stock_take_lines_counted_check', sql`${t.countedQuantity} is null or ${t.countedQuantity} >= 0`),
  ],
);
