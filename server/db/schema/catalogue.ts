import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { searchDigits, searchSource } from './search-terms';
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
    searchSource: searchSource('name'),
    searchDigits: searchDigits(),
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
    minimumStock: integer('minimum_stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    searchSource: searchSource('name', 'code', 'barcode'),
    searchDigits: searchDigits('code', 'barcode'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_id_code_key').on(t.shopId, t.code),
    uniqueIndex('products_shop_id_barcode_key').on(t.shopId, t.barcode).where(sql`${t.barcode} is not null`),
    index('products_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id),
    index('products_shop_id_group_idx').on(t.shopId, t.productGroup, t.nameOrder, t.name, t.id),
    check('products_group_check', sql`${t.productGroup} between 0 and 4`),
    check('products_money_check', sql`${t.salePrice} >= 0 and ${t.averageCost} >= 0`),
    check('products_minimum_stock_check', sql`${t.minimumStock} >= 0`),
  ],
);

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
    searchSource: searchSource('name', 'alias', 'phone'),
    searchDigits: searchDigits('phone'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suppliers_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id)],
);
