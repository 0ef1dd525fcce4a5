import { bigint, date, integer, numeric, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';

// The reports' daily figures (issue "Reports", DESIGN §6): sums per shop and shop's day of what the
// documents and ledgers hold, kept by statement-level triggers on those documents (migration 0026),
// so they change in the same transaction as the document and a rolled-back document leaves nothing.
// A void counts on the day it happened, as the ledgers' reversal rows do: a closed period's figures
// never change afterwards. Every figure is a sum that the documents give again (tests/books).

const shop = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id);
const day = () => date('day', { mode: 'string' }).notNull();
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Invoices by business line (invoice kind) and staff: issued count less voided, and their money. */
export const reportSales = pgTable(
  'report_sales',
  {
    shopId: shop(),
    day: day(),
    kind: smallint('kind').notNull(),
    /** the activity's assignee, else who issued the invoice */
    staffId: uuid('staff_id').notNull(),
    invoices: integer('invoices').notNull().default(0),
    subtotal: sum('subtotal'),
    discount: sum('discount'),
    vat: sum('vat'),
    total: sum('total'),
    /** what the goods on those invoices cost the shop (their lines' recorded cost) */
    cost: sum('cost'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.kind, t.staffId] })],
);

/** Invoice lines by service or product: quantity (base units for goods), revenue before VAT, cost. */
export const reportItems = pgTable(
  'report_items',
  {
    shopId: shop(),
    day: day(),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: sum('quantity'),
    revenue: sum('revenue'),
    cost: sum('cost'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.itemKind, t.itemId] })],
);

/** Taxable base and VAT by the line's VAT key and rate (no rate: not subject to VAT, KCT). */
export const reportVat = pgTable(
  'report_vat',
  {
    shopId: shop(),
    day: day(),
    vatKey: text('vat_key').notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }),
    taxableBase: sum('taxable_base'),
    vat: sum('vat'),
  },
  (t) => [unique('report_vat_key').on(t.shopId, t.day, t.vatKey, t.vatPercent).nullsNotDistinct()],
);

/** Invoice payments (refunds negative) by method and type (checkout, deposit, debt repaid). */
export const reportPayments = pgTable(
  'report_payments',
  {
    shopId: shop(),
    day: day(),
    method: text('method').notNull(),
    type: smallint('type').notNull(),
    amount: sum('amount'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.method, t.type] })],
);

/** The cash book: vouchers by type, category and method (a void's reversal is a voucher too). */
export const reportCash = pgTable(
  'report_cash',
  {
    shopId: shop(),
    day: day(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    method: text('method').notNull(),
    vouchers: integer('vouchers').notNull().default(0),
    amount: sum('amount'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.type, t.category, t.method] })],
);

/** How a customer's or a supplier's debt changed that day; a debt at a day's end is the sum up to it. */
export const reportDebts = pgTable(
  'report_debts',
  {
    shopId: shop(),
    day: day(),
    /** 'customer' or 'supplier' */
    party: text('party').notNull(),
    partyId: uuid('party_id').notNull(),
    change: sum('change'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.party, t.day, t.partyId] })],
);

/** The stock ledger by product: base units moved and their value (delta × unit cost). */
export const reportStock = pgTable(
  'report_stock',
  {
    shopId: shop(),
    day: day(),
    productId: uuid('product_id').notNull(),
    quantity: sum('quantity'),
    value: sum('value'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.productId] })],
);

/** Activities made that day by type (a deleted draft or waiting activity no longer counts). */
export const reportActivities = pgTable(
  'report_activities',
  {
    shopId: shop(),
    day: day(),
    type: smallint('type').notNull(),
    activities: integer('activities').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.type] })],
);
