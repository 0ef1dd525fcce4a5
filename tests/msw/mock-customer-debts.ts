import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import {
  type CustomerCollection,
  customerCollection,
  type CustomerDebtDetail,
  customerDebtDetail,
  type CustomerDebtListQuery,
  type CustomerDebtPage,
  customerDebtPage,
  type DebtAges,
  type CustomerPaymentInput,
} from '@/lib/contracts/customer-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import { formatVnd } from '@/lib/format';
import type { MockInvoice } from './books-data';
import type { MockCustomer } from './catalogue-data';
import { type MockShop, mockState, type MockUser } from './data';
import { MockApiError } from './errors';
import { findCustomer } from './handlers/customers';
import { byId, fold, pageOf, shopDay, sortDebtRows, staffRef } from './handlers/shared';
import { setPaid } from './mock-invoices';
import { pushPayment } from './mock-record-payment';
import { recordedVoucher, recordVoucher } from './mock-ledger';

// Customer debts on the mock world's rows, as server/modules/customer-debts: derived from the
// invoices (their debt), never typed in — who owes, how much, since when and how old; collecting
// one amount settles the oldest invoices first with one receipt voucher (debt collection).

const books = () => mockState.books;
const DAY_MS = 86_400_000;

/** A customer's invoices still owing, oldest first: what a collection settles, in its order (owed-invoices.ts). */
export const owedInvoices = (shopId: string, customerId: string) =>
  Object.values(books().invoices)
    .filter((i) => i.shopId === shopId && i.customerId === customerId && i.debt > 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || byId(a, b));

/** What is owed by the age of the invoices behind it, in the shop's days: 0–30, 31–60, 61–90, over 90. */
function agesOf(invoices: readonly MockInvoice[]): DebtAges {
  const today = Date.parse(shopDay(new Date().toISOString()));
  const ages: DebtAges = { upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 };
  for (const i of invoices) {
    const days = Math.round((today - Date.parse(shopDay(i.createdAt))) / DAY_MS);
    ages[days <= 30 ? 'upTo30' : days <= 60 ? 'upTo60' : days <= 90 ? 'upTo90' : 'over90'] += i.debt;
  }
  return ages;
}

/** What a customer owes: the sum, how many invoices and since when, how old. */
function summaryOf(shop: MockShop, c: MockCustomer) {
  const open = owedInvoices(shop.id, c.id);
  return {
    id: c.id,
    customer: { id: c.id, name: c.name, phone: c.phone },
    debt: open.reduce((s, i) => s + i.debt, 0),
    openInvoices: open.length,
    oldestUnpaidAt: open[0]?.createdAt ?? null,
    ages: agesOf(open),
  };
}

/** Found by its name (accents aside) anywhere, or its phone by the digits of a search typed as a phone number. */
function found(c: MockCustomer, search: string): boolean {
  if (!search) return true;
  const digits = /^[\d\s.+-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  return fold(c.name).includes(fold(search)) || (digits !== '' && !!c.phone?.includes(digits));
}

/** Who owes the shop, most owed first; only those who owe unless `owing=false`; with the sums of all it holds. */
export function listMockCustomerDebts(shop: MockShop, query: CustomerDebtListQuery): CustomerDebtPage {
  const rows = Object.values(mockState.customers)
    .filter((c) => c.shopId === shop.id && found(c, query.search))
    .map((c) => ({ name: c.name, ...summaryOf(shop, c) }))
    .filter((r) => query.owing === false || r.debt > 0);
  sortDebtRows(rows, query.sort);
  const sum = (key: keyof DebtAges) => rows.reduce((s, r) => s + r.ages[key], 0);
  // the contract drops the name the rows were sorted by
  return customerDebtPage.parse({
    ...pageOf(rows, query),
    totalDebt: rows.reduce((s, r) => s + r.debt, 0),
    ages: { upTo30: sum('upTo30'), upTo60: sum('upTo60'), upTo90: sum('upTo90'), over90: sum('over90') },
  });
}

/** The debt collections of a customer (or these vouchers), newest first (the last 200), each with the invoices it settled (customer-collections.ts). */
function collectionsOf(shopId: string, which: { customerId?: string; voucherIds?: string[] }): CustomerCollection[] {
  return Object.values(books().vouchers)
    .filter((v) => v.shopId === shopId && v.category === VoucherCategory.DEBT_COLLECTION && v.type === 'RECEIPT')
    .filter((v) => (!which.voucherIds || which.voucherIds.includes(v.id)) && (!which.customerId || (v.payerType === 'CUSTOMER' && v.payerId === which.customerId)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.code.localeCompare(a.code))
    .slice(0, 200)
    .map((v) => {
      const parts = books()
        .invoicePayments.filter((p) => p.voucherId === v.id && p.type === InvoicePaymentType.DEBT_REPAY && p.invoiceId !== null)
        .map((p) => ({ p, invoice: books().invoices[p.invoiceId!] }))
        .sort((a, b) => a.invoice.createdAt.localeCompare(b.invoice.createdAt) || byId(a.invoice, b.invoice));
      const settled = parts.map(({ p, invoice }) => ({ invoiceId: invoice.id, code: invoice.code, amount: p.amount }));
      return customerCollection.parse({ voucherId: v.id, code: v.code, amount: v.amount, method: v.method, createdAt: v.createdAt, createdBy: staffRef(v.createdBy), settled });
    });
}

/** A customer's debt: the invoices behind it, oldest first, how old it is, and what was collected. */
export function mockCustomerDebt(shop: MockShop, customerId: string): CustomerDebtDetail {
  const customer = findCustomer(shop, customerId);
  const invoices = owedInvoices(shop.id, customer.id).map(({ id, code, createdAt, total, paid, debt }) => ({ id, code, createdAt, total, paid, debt }));
  return customerDebtDetail.parse({ ...summaryOf(shop, customer), invoices, collections: collectionsOf(shop.id, { customerId: customer.id }) });
}

/**
 * Collects from a customer: one amount settles their oldest owing invoices first, with one receipt
 * voucher and one payment ("Hoàn nợ", type 2) per invoice; more than is owed is refused, and so is
 * a customer owing nothing. Sent again with its key it collects once and answers the first; the key
 * of another payment is a conflict.
 */
export function collectMockCustomerDebt(shop: MockShop, user: MockUser, customerId: string, body: CustomerPaymentInput): CustomerCollection {
  const customer = findCustomer(shop, customerId);
  const earlier = recordedVoucher(mockState, shop.id, body.idempotencyKey);
  const isSame = earlier?.payerType === 'CUSTOMER' && earlier.payerId === customer.id && earlier.category === VoucherCategory.DEBT_COLLECTION;
  if (earlier && !isSame) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return collectionsOf(shop.id, { voucherIds: [earlier.id] })[0];

  const open = owedInvoices(shop.id, customer.id);
  const owed = open.reduce((s, i) => s + i.debt, 0);
  if (owed === 0) throw new MockApiError('BadRequest', 'errors.customerOwesNothing', [{ field: 'amount', messages: ['errors.customerOwesNothing'] }]);
  if (body.amount > owed) throw new MockApiError('BadRequest', 'errors.overpayCustomer', [], { debt: formatVnd(owed) });

  const payer = { type: 'CUSTOMER' as const, id: customer.id, name: customer.name };
  const { amount, method, note, idempotencyKey } = body;
  const voucher = recordVoucher(mockState, { shopId: shop.id, userId: user.id, type: 'RECEIPT', category: VoucherCategory.DEBT_COLLECTION, payer, amount, method, note, idempotencyKey });
  for (const part of settleOldestFirst(amount, open)) {
    const invoice = books().invoices[part.id];
    const row = { invoiceId: invoice.id, activityId: null, customerId: customer.id, amount: part.amount, method, type: InvoicePaymentType.DEBT_REPAY };
    pushPayment({ shopId: shop.id, ...row, voucherId: voucher.id, createdBy: user.id, createdAt: voucher.createdAt });
    setPaid(invoice, invoice.paid + part.amount);
  }
  return collectionsOf(shop.id, { voucherIds: [voucher.id] })[0];
}
