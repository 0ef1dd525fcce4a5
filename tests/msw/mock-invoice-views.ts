import { type InvoiceDetail, invoiceDetail, type InvoiceListQuery, type InvoicePage, invoicePage, type InvoiceSummary } from '@/lib/contracts/invoice-views';
import { InvoiceStatus } from '@/lib/enums/invoices';
import type { MockInvoice } from './books-data';
import { type MockShop, mockState } from './data';
import { MockApiError } from './errors';
import { byId, fold, pageOf, staffRef, withinShopDays } from './handlers/shared';

// Invoices as the console reads them, from the mock world's rows (tests/msw/mock-invoices.ts writes
// them), as server/modules/invoices get-invoice.ts, list-invoices.ts and invoice-select.ts answer.

const books = () => mockState.books;

export function findInvoice(shop: MockShop, id: string): MockInvoice {
  const row = books().invoices[id];
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.invoiceNotFound');
  return row;
}

const customerOf = (row: MockInvoice) => (row.customerId ? mockState.customers[row.customerId] : undefined);

function summaryOf(row: MockInvoice): InvoiceSummary {
  const customer = customerOf(row);
  const activity = row.activityId ? mockState.activities[row.activityId] : undefined;
  return {
    ...row,
    customer: customer ? { id: customer.id, name: customer.name, phone: customer.phone } : null,
    activity: activity ? { id: activity.id, code: activity.code } : null,
    createdBy: staffRef(row.createdBy),
    voidedBy: staffRef(row.voidedBy),
  };
}

type WithVoucher = { voucher: { code: string } | null };
/** By voucher code; a payment on the customer's credit has none and comes after, as PostgreSQL sorts nulls. */
const byVoucher = (a: WithVoucher, b: WithVoucher) => (a.voucher && b.voucher ? a.voucher.code.localeCompare(b.voucher.code) : Number(!a.voucher) - Number(!b.voucher));

/** An invoice as issued: its lines in their order, its payments (oldest first) with their vouchers. The mock world has no promotions to name. */
export function invoiceDetailOf(row: MockInvoice): InvoiceDetail {
  const payments = books()
    .invoicePayments.filter((p) => p.invoiceId === row.id)
    .map((p) => ({ ...p, voucher: p.voucherId ? books().vouchers[p.voucherId] : null }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || byVoucher(a, b));
  return invoiceDetail.parse({
    ...summaryOf(row),
    promotionDiscount: row.promotionDiscount,
    promotion: null,
    discountReason: row.discountReason,
    note: row.note,
    changeGiven: row.changeGiven,
    voidRefund: row.voidRefund,
    lines: row.lines.map((l) => ({ ...l, giftOf: null })),
    payments: payments.map((p) => ({ id: p.id, amount: p.amount, method: p.method, type: p.type, voucher: p.voucher && { id: p.voucher.id, code: p.voucher.code }, createdAt: p.createdAt, createdBy: staffRef(p.createdBy) })),
  });
}

/** Does the invoice's code (as typed) or its customer's name (accents aside) or phone hold the search? */
function found(row: MockInvoice, search: string): boolean {
  if (!search || row.code.toLowerCase().includes(search.toLowerCase())) return true;
  const customer = customerOf(row);
  return !!customer && (fold(customer.name).includes(fold(search)) || !!customer.phone?.includes(search));
}

const paidBy = (row: MockInvoice, method: string) => books().invoicePayments.some((p) => p.invoiceId === row.id && p.method === method);

const SORTS = { createdAt: (r: MockInvoice) => r.createdAt, code: (r: MockInvoice) => r.code, total: (r: MockInvoice) => r.total, debt: (r: MockInvoice) => r.debt };

/** The sales history: newest first unless sorted; by kind, status, staff, customer, payment method and the shop's days; with the sums of all it holds (a voided invoice counts nothing). */
export function listMockInvoices(shop: MockShop, query: InvoiceListQuery): InvoicePage {
  const rows = Object.values(books().invoices).filter(
    (r) =>
      r.shopId === shop.id &&
      (!query.kind || r.kind === query.kind) &&
      (!query.status || r.status === query.status) &&
      (!query.createdBy || r.createdBy === query.createdBy) &&
      (!query.customerId || r.customerId === query.customerId) &&
      (!query.method || paidBy(r, query.method)) &&
      withinShopDays(r.createdAt, query) &&
      found(r, query.search),
  );
  const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'desc' };
  const value = SORTS[field];
  const sign = dir === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || byId(a, b));
  const standing = rows.filter((r) => r.status !== InvoiceStatus.VOIDED);
  const sum = (list: MockInvoice[], key: 'total' | 'paid' | 'debt') => list.reduce((s, r) => s + r[key], 0);
  const page = pageOf(rows, query);
  return invoicePage.parse({ ...page, items: page.items.map(summaryOf), sums: { total: sum(standing, 'total'), paid: sum(standing, 'paid'), debt: sum(rows, 'debt') } });
}
