import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_KIND_IDS, INVOICE_PAYMENT_METHODS, INVOICE_STATUS_IDS } from '@/lib/enums/invoices';
import { activities } from './activities';
import { cashVouchers } from './cash-vouchers';
import { at, createdAt, id, inList, money } from './columns';
import { customerCredits } from './customer-credits';
import { customers } from './customers';
import { products } from './products';
import { promotions } from './promotions';
import { services } from './services';
import { shops } from './shops';
import { productBatches } from './stock';
import { users } from './users';

const ids = (values: readonly number[]) => sql.raw(values.join(', '));

// An invoice (hóa đơn HD, DESIGN §4, §6): a snapshot of what was sold or done, made from a
// completed activity or by a retail sale at the counter. total = subtotal − discount + VAT; paid is
// the sum of its payments (invoice_payments); debt = total − paid while it stands, nothing once
// voided. Never edited: a mistake is voided with a reason, its stock and money given back.
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    /** an activity type of SPEC §3 (1–5), or 6 for a retail sale */
    kind: smallint('kind').notNull(),
    status: smallint('status').notNull(),
    activityId: uuid('activity_id').references(() => activities.id),
    /** none for a walk-in retail customer, who cannot owe */
    customerId: uuid('customer_id').references(() => customers.id),
    subtotal: money('subtotal'),
    /** the invoice-level discount in all: the promotion's and the cashier's */
    discount: money('discount'),
    promotionDiscount: money('promotion_discount'),
    /** the invoice-level promotion applied (at most one: the one that gives the customer most) */
    promotionId: uuid('promotion_id').references(() => promotions.id),
    /** the promotion's code and name as they were at issue: editing the promotion changes no invoice */
    promotionCode: text('promotion_code'),
    promotionName: text('promotion_name'),
    /** why the cashier gave a discount; required above 10 % unless the shop admin gave it */
    discountReason: text('discount_reason'),
    vat: money('vat'),
    total: money('total'),
    paid: money('paid'),
    /** the cash handed back at the counter: what was received in cash beyond what was due */
    changeGiven: money('change_given'),
    debt: bigint('debt', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`case when status = 4 then 0 else total - paid end`),
    note: text('note'),
    /** sent by the client with a retail sale, so that a retried request issues one invoice */
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    voidedBy: uuid('voided_by').references(() => users.id),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    /** what became of the money paid when it was voided: given back (PC vouchers) or kept as the customer's credit */
    voidRefund: text('void_refund'),
  },
  (t) => [
    uniqueIndex('invoices_shop_id_code_key').on(t.shopId, t.code),
    uniqueIndex('invoices_shop_id_idempotency_key_key').on(t.shopId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // one standing invoice per activity: a voided one lets the activity be invoiced again
    uniqueIndex('invoices_activity_id_key').on(t.activityId).where(sql`${t.activityId} is not null and ${t.status} <> 4`),
    index('invoices_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    // the voids of a period (the VAT report takes them back out on their day)
    index('invoices_shop_id_voided_at_idx').on(t.shopId, t.voidedAt).where(sql`${t.voidedAt} is not null`),
    // who owes, customer by customer (the debts screen), and a customer's invoices oldest first
    index('invoices_shop_id_customer_id_owed_idx').on(t.shopId, t.customerId).where(sql`${t.debt} > 0`),
    index('invoices_customer_id_created_at_idx').on(t.customerId, t.createdAt),
    index('invoices_created_by_idx').on(t.createdBy),
    check('invoices_kind_check', sql`${t.kind} in (${ids(INVOICE_KIND_IDS)})`),
    check('invoices_status_check', sql`${t.status} in (${ids(INVOICE_STATUS_IDS)})`),
    check('invoices_money_check', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.promotionDiscount} >= 0 and ${t.promotionDiscount} <= ${t.discount} and ${t.discount} <= ${t.subtotal} and ${t.vat} >= 0 and ${t.changeGiven} >= 0`),
    check('invoices_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.vat}`),
    check('invoices_paid_check', sql`${t.paid} >= 0 and (${t.status} = 4 or ${t.paid} <= ${t.total})`),
    // only a customer on record can owe
    check('invoices_debt_check', sql`${t.customerId} is not null or ${t.status} = 4 or ${t.paid} = ${t.total}`),
    check('invoices_void_check', sql`(${t.status} = 4) = (${t.voidedAt} is not null) and (${t.voidedAt} is null) = (${t.voidReason} is null) and (${t.voidedAt} is null) = (${t.voidedBy} is null)`),
    check('invoices_void_refund_check', sql`${t.voidRefund} is null or ${t.voidRefund} in ('REFUND', 'CREDIT')`),
  ],
);

// Its lines, snapshots of the catalogue and of the activity's lines at issue: a service or a product
// in the unit sold (the ledger moves quantity × factor base units), its discounts and VAT as
// lib/books/invoice-totals.ts works them out, and for goods what they cost the shop then.
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    serviceId: uuid('service_id').references(() => services.id),
    productId: uuid('product_id').references(() => products.id),
    /** a product's group (SPEC §3) at issue: sale goods take the `sale` VAT key */
    productGroup: smallint('product_group'),
    name: text('name').notNull(),
    unitName: text('unit_name').notNull(),
    unitFactor: integer('unit_factor').notNull().default(1),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    discount: money('discount'),
    amount: money('amount'),
    invoiceDiscount: money('invoice_discount'),
    taxableBase: money('taxable_base'),
    /** null: not subject to VAT (printed KCT) */
    /** the shop's VAT setting the line was taxed under (lineVatKey): the VAT report's column */
    vatKey: text('vat_key').notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }),
    vat: money('vat'),
    /** what the goods cost the shop when they left (moving average × base units), for the margin */
    cost: money('cost'),
    batchId: uuid('batch_id').references(() => productBatches.id),
    /** the promotion whose gift this zero-price line is */
    giftOfId: uuid('gift_of_id').references(() => promotions.id),
    /** that promotion's code and name at issue */
    giftOfCode: text('gift_of_code'),
    giftOfName: text('gift_of_name'),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_id_position_key').on(t.invoiceId, t.position),
    index('invoice_lines_product_id_idx').on(t.productId),
    index('invoice_lines_service_id_idx').on(t.serviceId),
    index('invoice_lines_batch_id_idx').on(t.batchId),
    index('invoice_lines_gift_of_id_idx').on(t.giftOfId),
    check('invoice_lines_kind_check', sql`(${t.kind} = 'service' and ${t.productId} is null) or (${t.kind} = 'product' and ${t.productId} is not null and ${t.serviceId} is null)`),
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0 and ${t.unitFactor} >= 1`),
    check(
      'invoice_lines_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.discount} >= 0 and ${t.amount} = ${t.quantity} * ${t.unitPrice} - ${t.discount} and ${t.amount} >= 0
        and ${t.invoiceDiscount} >= 0 and ${t.taxableBase} = ${t.amount} - ${t.invoiceDiscount} and ${t.taxableBase} >= 0 and ${t.vat} >= 0 and ${t.cost} >= 0`,
    ),
    check('invoice_lines_vat_check', sql`${t.vatPercent} is null and ${t.vat} = 0 or ${t.vatPercent} between 0 and 100`),
    check('invoice_lines_gift_check', sql`${t.giftOfId} is null or (${t.unitPrice} = 0 and ${t.kind} = 'product')`),
  ],
);

// Money paid on an invoice, or on an activity before its invoice (a deposit, "Ứng tiền"), which the
// invoice takes over when it is issued. Each payment writes its receipt voucher (PT) in the same
// transaction; a refund when an invoice is voided is a negative row with its PC voucher, so an
// invoice's paid is always the sum of these. The client's idempotency key makes a double click or a
// retried request one payment.
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    activityId: uuid('activity_id').references(() => activities.id),
    customerId: uuid('customer_id').references(() => customers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    /** 0 at checkout, 1 a deposit before the invoice (Ứng tiền), 2 a debt repaid after it (Hoàn nợ), SPEC §3 */
    type: smallint('type').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** cash handed back with this payment (on the first of its parts), answered again to a retry */
    changeGiven: money('change_given'),
    /** the cash book's voucher that moved this money; or, instead, */
    voucherId: uuid('voucher_id').references(() => cashVouchers.id),
    /** the row of the customer's credit that it moved (paid from credit, or kept as credit on a void) */
    creditId: uuid('credit_id').references(() => customerCredits.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_payments_shop_id_idempotency_key_key').on(t.shopId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('invoice_payments_invoice_id_idx').on(t.invoiceId),
    index('invoice_payments_activity_id_idx').on(t.activityId),
    index('invoice_payments_customer_id_idx').on(t.customerId),
    index('invoice_payments_voucher_id_idx').on(t.voucherId),
    index('invoice_payments_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    check('invoice_payments_amount_check', sql`${t.amount} <> 0`),
    index('invoice_payments_credit_id_idx').on(t.creditId),
    check('invoice_payments_method_check', sql`${t.method} in (${inList(INVOICE_PAYMENT_METHODS)})`),
    // every payment moved money once: through the cash book, or on the customer's credit (a payment
    // by credit always)
    check('invoice_payments_moved_check', sql`num_nonnulls(${t.voucherId}, ${t.creditId}) = 1 and (${t.method} <> 'CREDIT' or ${t.creditId} is not null)`),
    check('invoice_payments_type_check', sql`${t.type} in (0, 1, 2)`),
    // a deposit may wait for its invoice; every other payment is of one
    check('invoice_payments_target_check', sql`${t.invoiceId} is not null or (${t.type} = 1 and ${t.activityId} is not null)`),
  ],
);
