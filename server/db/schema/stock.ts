import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@/lib/enums/documents';
import { STOCK_REASONS } from '@/lib/enums/stock';
import { createdAt, id, inList } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

// A batch of a product (lot number and/or expiry date, DESIGN §6): what is left of it in base
// units. Sales and uses take the batch that expires first unless one is chosen.
export const productBatches = pgTable(
  'product_batches',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    batchNo: text('batch_no'),
    expiresOn: date('expires_on', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // one row per lot and expiry of a product: a second import of the same lot adds to it
    uniqueIndex('product_batches_product_id_lot_key').on(t.productId, sql`coalesce(${t.batchNo}, '')`, sql`coalesce(${t.expiresOn}, 'infinity'::date)`),
    // first-expiry-first-out, and the "expiring" tab
    index('product_batches_product_id_expires_on_idx').on(t.productId, t.expiresOn),
    index('product_batches_shop_id_expires_on_idx').on(t.shopId, t.expiresOn).where(sql`${t.quantity} > 0`),
    check('product_batches_identity_check', sql`${t.batchNo} is not null or ${t.expiresOn} is not null`),
    check('product_batches_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

// The stock ledger (DESIGN §6): one row per change of a product's stock, in its base unit, with the
// balance after it. products.stock_on_hand is the last balance, written by the same statement
// (server/modules/stock/move-stock.ts, the one writer of both).
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    // the order of a product's rows: the order their balances were taken in
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    batchId: uuid('batch_id').references(() => productBatches.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    documentType: text('document_type').notNull(),
    // the record of `document_type` (an import, a stock-take, an invoice…): see schema-references
    documentId: uuid('document_id').notNull(),
    documentCode: text('document_code').notNull(),
    /** cost of one base unit: what it came in at, or the average cost it went out at */
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // the stock card: a product's rows newest first, and its balance at the start of a period; the
    // delta rides along so a period's units in and out are summed from the index alone
    index('stock_movements_product_id_seq_idx').on(t.productId, t.seq),
    index('stock_movements_product_id_created_at_idx').on(t.productId, t.createdAt, t.seq, t.delta),
    index('stock_movements_document_idx').on(t.documentId),
    index('stock_movements_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('stock_movements_batch_id_idx').on(t.batchId),
    index('stock_movements_created_by_idx').on(t.createdBy),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_reason_check', sql`${t.reason} in (${inList(STOCK_REASONS)})`),
    check('stock_movements_document_type_check', sql`${t.documentType} in (${inList(DOCUMENT_TYPES)})`),
    check('stock_movements_unit_cost_check', sql`${t.unitCost} >= 0`),
  ],
);
