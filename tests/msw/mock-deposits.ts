import { partKey } from '@/lib/books/settle-payment';
import { type ActivityDeposits, activityDeposits, type InvoicePaymentInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoicePaymentMethod, InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import type { MockActivity } from './activities-data';
import type { MockInvoicePayment } from './books-data';
import type { MockCustomer } from './catalogue-data';
import { type MockShop, mockState, type MockUser } from './data';
import { MockApiError } from './errors';
import { activityConflict, findActivity } from './handlers/activity-answers';
import { invoicePayer, paymentByKey } from './mock-invoices';
import { recordMockPayment } from './mock-record-payment';

// An activity's deposits ("Ứng tiền") on the mock world's rows, as server/modules/invoices
// take-deposit.ts and activity-deposits.ts: type-1 payments on no invoice yet, each with its receipt
// voucher (category deposit) naming the activity; settled by its invoice, given back when it is
// canceled or when they come to more than the invoice.

const books = () => mockState.books;
const nowIso = () => new Date().toISOString();

/** The invoice an activity has while it stands (one per activity; a voided one frees it). */
export const standingInvoiceOf = (activityId: string) => Object.values(books().invoices).find((i) => i.activityId === activityId && i.status !== InvoiceStatus.VOIDED);

export const activityInvoiced = (code: string) => new MockApiError('Conflict', 'errors.activityInvoiced', [], { code });

/** The activity's customer, as its vouchers name them. */
export function activityCustomer(shop: MockShop, activity: MockActivity): MockCustomer {
  const customer = mockState.customers[activity.customerId];
  if (customer?.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.customerNotFound');
  return customer;
}

const activityDocument = (a: MockActivity) => ({ type: DocumentType.ACTIVITY, id: a.id, code: a.code });

/** The deposits of an activity still waiting for its invoice (refunds given included), oldest first. */
export const waitingDeposits = (activityId: string) =>
  books().invoicePayments.filter((p) => p.activityId === activityId && p.invoiceId === null && p.type === InvoicePaymentType.PRE_PAY);

/** What is deposited per method, net of refunds already given. */
export function netByMethod(rows: ReadonlyArray<Pick<MockInvoicePayment, 'method' | 'amount'>>): Array<{ method: InvoicePaymentMethod; amount: number }> {
  const net = new Map<InvoicePaymentMethod, number>();
  for (const r of rows) net.set(r.method, (net.get(r.method) ?? 0) + r.amount);
  return [...net].map(([method, amount]) => ({ method, amount }));
}

/**
 * Gives deposits back: per method, a payment voucher (PC, category deposit) and a negative deposit
 * row; `invoiceId` ties the refund to the invoice that settled the deposits.
 */
export function refundMockDeposits(input: {
  shop: MockShop;
  userId: string;
  activity: MockActivity;
  customer: MockCustomer;
  amounts: ReadonlyArray<{ method: InvoicePaymentMethod; amount: number }>;
  invoiceId?: string;
  note?: string | null;
  at: string;
}) {
  const { shop, userId, activity, at } = input;
  for (const { method, amount } of input.amounts.filter((a) => a.amount > 0)) {
    const row = { invoiceId: input.invoiceId ?? null, activityId: activity.id, customerId: activity.customerId, amount: -amount, method, type: InvoicePaymentType.PRE_PAY };
    recordMockPayment({ shopId: shop.id, userId, document: activityDocument(activity), payer: invoicePayer(input.customer), ...row, note: input.note, at });
  }
}

/** A canceled activity gives back every deposit it still holds (refundWaitingDeposits). */
export function refundMockWaitingDeposits(shop: MockShop, input: { userId: string; activity: MockActivity; note: string | null; at: string }) {
  const held = netByMethod(waitingDeposits(input.activity.id));
  if (!held.some((h) => h.amount > 0)) return;
  refundMockDeposits({ ...input, shop, customer: activityCustomer(shop, input.activity), amounts: held });
}

/**
 * A deposit on an activity not yet invoiced: each part a payment with its receipt voucher — never
 * from credit, which its contract (depositBody) refuses with a 400. Not on a canceled activity
 * (409), nor one already invoiced (409 naming the invoice). Sent again with its key it is taken
 * once; the key of another activity's deposit (or an invoice's payment) is a conflict.
 */
export function takeMockDeposit(shop: MockShop, user: MockUser, activityId: string, body: InvoicePaymentInput): void {
  const earlier = paymentByKey(shop.id, body.idempotencyKey);
  if (earlier && earlier.activityId !== activityId) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return;

  const activity = findActivity(shop, activityId);
  if (activity.status === ActivityStatus.CANCELED) throw activityConflict('errors.transitionNotAllowed', activity.status);
  const invoiced = standingInvoiceOf(activity.id);
  if (invoiced) throw activityInvoiced(invoiced.code);
  const payer = invoicePayer(activityCustomer(shop, activity));
  const at = nowIso();
  body.payments.forEach(({ method, amount }, n) => {
    const row = { invoiceId: null, activityId: activity.id, customerId: activity.customerId, amount, method, type: InvoicePaymentType.PRE_PAY };
    recordMockPayment({ shopId: shop.id, userId: user.id, document: activityDocument(activity), payer, ...row, idempotencyKey: partKey(body.idempotencyKey, n), at });
  });
}

/** The deposits an activity holds now (none once its invoice settled them), each with its voucher. */
export function mockActivityDeposits(activityId: string): ActivityDeposits {
  // a deposit is never on credit, nor is its refund: each has its voucher
  const rows = waitingDeposits(activityId)
    .map((p) => ({ p, voucher: books().vouchers[p.voucherId!] }))
    .sort((a, b) => a.p.createdAt.localeCompare(b.p.createdAt) || a.voucher.code.localeCompare(b.voucher.code));
  return activityDeposits.parse({
    activityId,
    deposited: rows.reduce((s, r) => s + r.p.amount, 0),
    deposits: rows.map(({ p, voucher }) => ({ id: p.id, amount: p.amount, method: p.method, voucher: { id: voucher.id, code: voucher.code }, createdAt: p.createdAt })),
  });
}
