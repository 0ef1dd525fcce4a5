import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { searchColumns } from './searchable';
import { shops } from './shops';

// Products; stock on hand changes only through the stock ledger.
export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    barcode: text('barcode'),
    name: text('name').notNull(),
    productGroup: smallint('product_group').notNull(),
    unit: text('unit').notNull(),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull().default(0),
    averageCost: bigint('average_cost', { mode: 'number' }).notNull().default(0),
    stockOnHand: integer('stock_on_hand').notNull().default(0),
    /** stock on hand × average cost: the stock overview sorts and sums by it */
    stockValue: bigint('stock_value', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`stock_on_hand::bigint * average_cost`),
    minimumStock: integer('minimum_stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...searchColumns('product'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_id_code_key').on(t.shopId, t.code),
    uniqueIndex('products_shop_id_barcode_key').on(t.shopId, t.barcode).where(sql`${t.barcode} is not null`),
    index('products_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id),
    index('products_shop_id_group_idx').on(t.shopId, t.productGroup, t.nameOrder, t.name, t.id),
    // the stock overview: the goods in stock, most valuable first
    index('products_shop_id_stock_value_idx').on(t.shopId, t.stockValue, t.id).where(sql`${t.stockOnHand} <> 0`),
    check('products_group_check', sql`${t.productGroup} between 0 and 4`),
    check('products_money_check', sql`${t.salePrice} >= 0 and ${t.averageCost} >= 0`),
    check('products_minimum_stock_check', sql`${t.minimumStock} >= 0`),
  ],
);
