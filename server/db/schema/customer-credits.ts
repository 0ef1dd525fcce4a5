import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@/lib/enums/documents';
import { CREDIT_REASONS } from '@/lib/enums/invoices';
import { createdAt, id, inList } from './columns';
import { customers } from './customers';
import { shops } from './shops';
import { users } from './users';

// A customer's credit (DESIGN §6): money the shop holds for them — a voided invoice's payments kept
// rather than given back — spent later as a payment. One row per change with the balance after it;
// customers.credit is the last balance, written by the same statement
// (server/modules/customer-credits/move-credit.ts, the one writer of both). Never below zero.
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: id(),
    // the order of a customer's rows: the order their balances were taken in
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    documentType: text('document_type').notNull(),
    // the record of `document_type` (the invoice): see schema-references
    documentId: uuid('document_id').notNull(),
    documentCode: text('document_code').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_credits_customer_id_seq_idx').on(t.customerId, t.seq),
    index('customer_credits_document_idx').on(t.documentId),
    index('customer_credits_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('customer_credits_created_by_idx').on(t.createdBy),
    check('customer_credits_delta_check', sql`${t.delta} <> 0`),
    check('customer_credits_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('customer_credits_reason_check', sql`${t.reason} in (${inList(CREDIT_REASONS)})`),
    check('customer_credits_document_type_check', sql`${t.documentType} in (${inList(DOCUMENT_TYPES)})`),
  ],
);
