import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@/lib/enums/cash';
import { IMPORT_STATUS_IDS } from '@/lib/enums/product-imports';
import { cashVouchers } from './cash-vouchers';
import { at, createdAt, id, inList, money, updatedAt } from './columns';
import { products } from './products';
import { shops } from './shops';
import { productBatches } from './stock';
import { suppliers } from './suppliers';
import { users } from './users';

// A supplier import (phiếu nhập PN, DESIGN §6). total = subtotal − discount + other costs; paid is
// the sum of its payments (product_import_payments); what the shop still owes is total − paid.
export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: smallint('status').notNull().default(0),
    subtotal: money('subtotal'),
    discount: money('discount'),
    otherCosts: money('other_costs'),
    total: money('total'),
    paid: money('paid'),
    /** what the shop still owes on it: only a completed import owes anything */
    debt: bigint('debt', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`case when status = 1 then total - paid else 0 end`),
    /** what the draft says is paid when it completes, and how */
    payNow: money('pay_now'),
    payMethod: text('pay_method').notNull().default('CASH'),
    note: text('note'),
    /** the key the import was made with: sent again, it finds this import instead of making another */
    idempotencyKey: text('idempotency_key'),
    /** the key it was completed with: sent again, it answers the completed import instead of a conflict */
    completionKey: text('completion_key'),
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
    uniqueIndex('product_imports_shop_id_code_key').on(t.shopId, t.code),
    uniqueIndex('product_imports_shop_id_idempotency_key_key').on(t.shopId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('product_imports_shop_id_completion_key_key').on(t.shopId, t.completionKey).where(sql`${t.completionKey} is not null`),
    // what the shop owes, supplier by supplier (the supplier debts list)
    index('product_imports_shop_id_supplier_id_owed_idx').on(t.shopId, t.supplierId).where(sql`${t.debt} > 0`),
    index('product_imports_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    // a supplier's debt: its completed imports, oldest first
    index('product_imports_supplier_id_status_idx').on(t.supplierId, t.status, t.completedAt),
    index('product_imports_created_by_idx').on(t.createdBy),
    check('product_imports_status_check', sql`${t.status} in (${sql.raw(IMPORT_STATUS_IDS.join(', '))})`),
    check('product_imports_pay_method_check', sql`${t.payMethod} in (${inList(PAYMENT_METHODS)})`),
    check('product_imports_money_check', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.otherCosts} >= 0 and ${t.payNow} >= 0`),
    check('product_imports_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.otherCosts} and ${t.total} >= 0`),
    check('product_imports_paid_check', sql`${t.paid} >= 0 and ${t.paid} <= ${t.total} and ${t.payNow} <= ${t.total}`),
  ],
);

// Its lines: quantity and unit cost in the unit chosen (the ledger gets quantity × factor base units).
export const productImportLines = pgTable(
  'product_import_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    unitName: text('unit_name').notNull(),
    unitFactor: integer('unit_factor').notNull(),
    quantity: integer('quantity').notNull(),
    unitCost: money('unit_cost'),
    discount: money('discount'),
    amount: money('amount'),
    batchNo: text('batch_no'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** the batch the stock went into, once completed */
    batchId: uuid('batch_id').references(() => productBatches.id),
  },
  (t) => [
    uniqueIndex('product_import_lines_import_id_position_key').on(t.importId, t.position),
    index('product_import_lines_product_id_idx').on(t.productId),
    index('product_import_lines_batch_id_idx').on(t.batchId),
    check('product_import_lines_quantity_check', sql`${t.quantity} > 0 and ${t.unitFactor} >= 1`),
    check('product_import_lines_amount_check', sql`${t.unitCost} >= 0 and ${t.discount} >= 0 and ${t.amount} = ${t.quantity} * ${t.unitCost} - ${t.discount} and ${t.amount} >= 0`),
  ],
);

// What each voucher paid on an import (one supplier payment settles several imports, oldest first);
// a refund or a voided payment is a negative row, so an import's paid is always the sum of these.
export const productImportPayments = pgTable(
  'product_import_payments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => cashVouchers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_import_payments_import_id_idx').on(t.importId),
    index('product_import_payments_voucher_id_idx').on(t.voucherId),
    check('product_import_payments_amount_check', sql`${t.amount} <> 0`),
  ],
);
