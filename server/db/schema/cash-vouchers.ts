import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@/lib/enums/documents';
import { PAYER_TYPES, PAYMENT_METHODS, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '@/lib/enums/cash';
import { at, createdAt, id, inList, money } from './columns';
import { customers } from './customers';
import { shops } from './shops';
import { suppliers } from './suppliers';
import { users } from './users';

// The cash book (DESIGN §6): every đồng in (RECEIPT, phiếu thu PT) or out (PAYMENT, phiếu chi PC).
// A voucher is never edited: voiding one writes its reversal (the opposite type, same amount,
// method and category, `reverses_id` naming it) and marks it voided, so a closed period's balance
// never changes afterwards.
export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    payerType: text('payer_type').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    employeeId: uuid('employee_id').references(() => users.id),
    /** the payer or payee as written on the voucher (the record's name then, or a typed name) */
    payerName: text('payer_name').notNull(),
    amount: money('amount'),
    method: text('method').notNull(),
    category: text('category').notNull(),
    documentType: text('document_type'),
    // the record of `document_type` this voucher settles: see schema-references
    documentId: uuid('document_id'),
    documentCode: text('document_code'),
    note: text('note'),
    /** sent by the client with a payment, so that a retried request records it once */
    idempotencyKey: text('idempotency_key'),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => cashVouchers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    voidedBy: uuid('voided_by').references(() => users.id),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('cash_vouchers_shop_id_code_key').on(t.shopId, t.code),
    uniqueIndex('cash_vouchers_shop_id_idempotency_key_key').on(t.shopId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // a voucher is reversed once
    uniqueIndex('cash_vouchers_reverses_id_key').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('cash_vouchers_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('cash_vouchers_document_id_idx').on(t.documentId),
    index('cash_vouchers_customer_id_idx').on(t.customerId),
    index('cash_vouchers_supplier_id_idx').on(t.supplierId),
    index('cash_vouchers_employee_id_idx').on(t.employeeId),
    check('cash_vouchers_type_check', sql`${t.type} in (${inList(VOUCHER_TYPES)})`),
    check('cash_vouchers_payer_type_check', sql`${t.payerType} in (${inList(PAYER_TYPES)})`),
    check('cash_vouchers_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('cash_vouchers_category_check', sql`${t.category} in (${inList(VOUCHER_CATEGORIES)})`),
    check('cash_vouchers_document_type_check', sql`${t.documentType} is null or ${t.documentType} in (${inList(DOCUMENT_TYPES)})`),
    check('cash_vouchers_amount_check', sql`${t.amount} > 0`),
    // a payer of a kind with records names exactly its record
    check(
      'cash_vouchers_payer_check',
      sql`(${t.customerId} is not null) = (${t.payerType} = 'CUSTOMER') and (${t.supplierId} is not null) = (${t.payerType} = 'SUPPLIER') and (${t.employeeId} is not null) = (${t.payerType} = 'EMPLOYEE')`,
    ),
    check('cash_vouchers_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null) and (${t.voidedAt} is null) = (${t.voidedBy} is null)`),
  ],
);
