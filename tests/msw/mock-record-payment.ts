import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { PayerType, PaymentMethod } from '@/lib/enums/cash';
import type { DocumentType } from '@/lib/enums/documents';
import { InvoicePaymentMethod, type InvoicePaymentType, PAYMENT_TYPE_CATEGORY } from '@/lib/enums/invoices';
import type { MockInvoicePayment } from './books-data';
import type { MockCustomer } from './catalogue-data';
import { mockState } from './data';
import { MockApiError } from './errors';
import { recordVoucher } from './mock-ledger';

// The mock side of server/modules/invoices/record-payment.ts and customer-credits/move-credit.ts:
// every payment row of an invoice or a deposit moves its money once — through the cash book (a PT
// in, a PC back) or on the customer's credit (paid from it, given back to it, kept in it on a void).
// The mock world keeps a customer's credit as their balance only (no ledger is read from it).

/** Credit is a customer's: a walk-in has no one to keep it for, nor to spend it (409). */
export const creditNeedsCustomer = () => new MockApiError('Conflict', 'errors.creditNeedsCustomer');

const notEnoughCredit = (left: number) => new MockApiError('Conflict', 'errors.notEnoughCredit', [], { left });

/**
 * Refuses, before anything is written, parts paid from a credit the payer has not got: none on a
 * walk-in's invoice, never more than the customer's balance (the server's conditional update).
 */
export function assertCreditCovers(customer: MockCustomer | null | undefined, parts: readonly PaymentPart[]) {
  const spent = parts.filter((p) => p.method === InvoicePaymentMethod.CREDIT).reduce((sum, p) => sum + p.amount, 0);
  if (spent === 0) return;
  if (!customer) throw creditNeedsCustomer();
  if (customer.credit < spent) throw notEnoughCredit(customer.credit);
}

/** Writes one payment row (negative: money given back) of the mock books. */
export function pushPayment(row: Omit<MockInvoicePayment, 'id' | 'idempotencyKey'> & { idempotencyKey?: string | null }) {
  mockState.books.invoicePayments.push({ id: crypto.randomUUID(), ...row, idempotencyKey: row.idempotencyKey ?? null });
}

export interface MockPaymentRow {
  shopId: string;
  userId: string;
  /** the document the money is for: the invoice, or the activity a deposit waits on */
  document: { type: DocumentType; id: string; code: string };
  invoiceId: string | null;
  activityId: string | null;
  customerId: string | null;
  payer: { type: PayerType; id: string | null; name: string };
  /** received when positive, given back when negative */
  amount: number;
  method: InvoicePaymentMethod;
  type: InvoicePaymentType;
  /** given back into the customer's credit rather than out of the cash book (a void that keeps the money) */
  toCredit?: boolean;
  idempotencyKey?: string | null;
  note?: string | null;
  at: string;
}

/**
 * A payment row with its money moved: on the customer's credit when paid from it, or given back to
 * it (what was paid from credit always goes back there); else by a receipt (PT) or a payment voucher
 * (PC) of the payment type's category.
 */
export function recordMockPayment(input: MockPaymentRow) {
  const { shopId, userId, amount, method } = input;
  const onCredit = method === InvoicePaymentMethod.CREDIT || (input.toCredit === true && amount < 0);
  let voucherId: string | null = null;
  if (onCredit) {
    const customer = input.customerId ? mockState.customers[input.customerId] : undefined;
    if (!customer) throw creditNeedsCustomer();
    if (customer.credit - amount < 0) throw notEnoughCredit(customer.credit);
    customer.credit -= amount;
  } else {
    const type = amount > 0 ? 'RECEIPT' : 'PAYMENT';
    const category = PAYMENT_TYPE_CATEGORY[input.type];
    const payment = { payer: input.payer, amount: Math.abs(amount), method: method as PaymentMethod, document: input.document, note: input.note, at: input.at };
    voucherId = recordVoucher(mockState, { shopId, userId, type, category, ...payment }).id;
  }
  const { invoiceId, activityId, customerId, idempotencyKey } = input;
  pushPayment({ shopId, invoiceId, activityId, customerId, amount, method, type: input.type, idempotencyKey, voucherId, createdBy: userId, createdAt: input.at });
}
