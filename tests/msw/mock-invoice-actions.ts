import { settlePayment } from '@/lib/books/settle-payment';
import type { InvoicePaymentInput, InvoiceVoidInput } from '@/lib/contracts/invoice-actions';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoicePaymentMethod, InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { StockReason } from '@/lib/enums/stock';
import type { MockInvoice } from './books-data';
import type { MockCustomer } from './catalogue-data';
import { type MockShop, mockState, type MockUser } from './data';
import { MockApiError } from './errors';
import { findInvoice } from './mock-invoice-views';
import { invalid, invoicePayer, paymentByKey, receiveMockPayments } from './mock-invoices';
import { reverseDocumentStock } from './mock-ledger';
import { assertCreditCovers, creditNeedsCustomer, recordMockPayment } from './mock-record-payment';

// What is done to an invoice once issued, on the mock world's rows, as server/modules/invoices:
// money taken on what it still owes (pay-invoice.ts), or a void (void-invoice.ts). Each is checked
// before anything is written, as the server's one transaction per request leaves nothing.

const nowIso = () => new Date().toISOString();

/** An invoice of the shop about to change, with its customer; a voided one is refused (409), as lock-invoice.ts. */
function standingInvoice(shop: MockShop, id: string): { invoice: MockInvoice; customer: MockCustomer | null } {
  const invoice = findInvoice(shop, id);
  if (invoice.status === InvoiceStatus.VOIDED) throw new MockApiError('Conflict', 'errors.alreadyVoided');
  return { invoice, customer: invoice.customerId ? mockState.customers[invoice.customerId] : null };
}

/**
 * Money taken on what an issued invoice still owes ("Hoàn nợ"): each part a payment of type 2 with
 * its receipt voucher (debt collection) or from the customer's credit, cash beyond the debt handed
 * back as change, a transfer, card or credit over it refused. Sent again with its key it pays once (no change the second time); the key
 * of another invoice's payment (or a deposit's) is a conflict.
 */
export function payMockInvoice(shop: MockShop, user: MockUser, id: string, body: InvoicePaymentInput): { invoice: MockInvoice; changeGiven: number } {
  const earlier = paymentByKey(shop.id, body.idempotencyKey);
  if (earlier && earlier.invoiceId !== id) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return { invoice: findInvoice(shop, id), changeGiven: 0 };

  const { invoice, customer } = standingInvoice(shop, id);
  if (invoice.debt === 0) throw new MockApiError('Conflict', 'errors.invoiceNothingOwed');
  const settled = settlePayment(invoice.debt, body.payments);
  if (!settled.ok) throw invalid(settled.field, settled.message);
  assertCreditCovers(customer, settled.parts);
  const payment = { userId: user.id, payer: invoicePayer(customer), parts: settled.parts, type: InvoicePaymentType.DEBT_REPAY, idempotencyKey: body.idempotencyKey, at: nowIso() };
  receiveMockPayments(invoice, payment);
  return { invoice, changeGiven: settled.changeGiven };
}

/** What stands paid on an invoice by method and type of payment (net of what was given back), the first paid first. */
function heldOn(invoice: MockInvoice) {
  const held = new Map<string, { method: InvoicePaymentMethod; type: InvoicePaymentType; amount: number; since: string }>();
  for (const p of mockState.books.invoicePayments.filter((row) => row.invoiceId === invoice.id)) {
    const key = `${p.method}:${p.type}`;
    const sum = held.get(key) ?? { method: p.method, type: p.type, amount: 0, since: p.createdAt };
    held.set(key, { ...sum, amount: sum.amount + p.amount, since: p.createdAt < sum.since ? p.createdAt : sum.since });
  }
  return [...held.values()].filter((h) => h.amount > 0).sort((a, b) => a.since.localeCompare(b.since) || a.type - b.type);
}

/**
 * Voids an issued invoice: the goods it took come back (reason void), what stands paid on it, per
 * method and type, is given back with a negative payment row — by a payment voucher (PC) of that
 * type's category, or kept as the customer's credit when so chosen (a walk-in has none: 409); what
 * was paid from credit goes back to it either way. It then has paid nothing and owes nothing, and
 * stays with who voided it, when and why. An activity's invoice frees the activity to be invoiced again.
 */
export function voidMockInvoice(shop: MockShop, user: MockUser, id: string, body: InvoiceVoidInput): MockInvoice {
  const { invoice, customer } = standingInvoice(shop, id);
  const toCredit = body.refund === 'CREDIT';
  if (toCredit && !customer) throw creditNeedsCustomer();
  const at = nowIso();
  const document = { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code };
  reverseDocumentStock(mockState, { shopId: shop.id, userId: user.id, reason: StockReason.VOID, reasons: [StockReason.SALE, StockReason.GIFT], document, at });
  const { activityId, customerId } = invoice;
  for (const { method, type, amount } of heldOn(invoice)) {
    const row = { invoiceId: invoice.id, activityId, customerId, amount: -amount, method, type };
    recordMockPayment({ shopId: shop.id, userId: user.id, document, payer: invoicePayer(customer), ...row, toCredit, note: body.reason, at });
  }
  Object.assign(invoice, { status: InvoiceStatus.VOIDED, paid: 0, debt: 0, voidedBy: user.id, voidedAt: at, voidReason: body.reason, voidRefund: body.refund });
  return invoice;
}
