import { needsDiscountReason } from '@/lib/books/manual-discount';
import { type ActivityLine, priceActivity } from '@/lib/books/price-activity';
import { settlePayment } from '@/lib/books/settle-payment';
import { type ActivityInvoiceInput, type ActivityInvoiceQuote, activityInvoiceQuote, type ActivityQuoteInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoiceKind, type InvoicePaymentMethod, InvoicePaymentType } from '@/lib/enums/invoices';
import { formatVnd, todayIn } from '@/lib/format';
import { Role } from '@/lib/roles';
import type { MockActivity } from './activities-data';
import type { MockInvoice, MockInvoiceLine } from './books-data';
import { type MockShop, mockState, type MockUser } from './data';
import { MockApiError } from './errors';
import { activityConflict, findActivity } from './handlers/activity-answers';
import { activityCustomer, activityInvoiced, mockActivityDeposits, netByMethod, refundMockDeposits, standingInvoiceOf, waitingDeposits } from './mock-deposits';
import { invalid, invoiceByKey, invoicePayer, receiveMockPayments, writeMockInvoice } from './mock-invoices';
import { assertCreditCovers } from './mock-record-payment';

// A completed activity's invoice on the mock world's rows, as server/modules/invoices
// invoice-activity.ts and quote-activity.ts: its lines priced by lib/books/price-activity.ts (the
// mock world has no promotions), the deposits it holds settled first and what they exceed the
// total by given back, then what is paid now; the rest owed. It moves no stock: its goods left
// when it completed. The quote prices it the same way and writes nothing.

type Line = ActivityLine & Omit<MockInvoiceLine, 'id' | 'amount' | 'invoiceDiscount' | 'taxableBase' | 'vatPercent' | 'vat'>;

/** The activity's lines as the invoice snapshots them, its goods at what they cost as they left the stock with it. */
function activityLines(activity: MockActivity): Line[] {
  const moved = new Map<string, { units: number; cost: number }>();
  for (const m of mockState.books.movements.filter((row) => row.documentId === activity.id && row.documentType === DocumentType.ACTIVITY)) {
    const sum = moved.get(m.productId) ?? { units: 0, cost: 0 };
    moved.set(m.productId, { units: sum.units - m.delta, cost: sum.cost - m.delta * m.unitCost });
  }
  const perUnit = (productId: string) => {
    const sum = moved.get(productId);
    return sum && sum.units > 0 ? sum.cost / sum.units : 0;
  };
  const none = { discount: 0, batchId: null, giftOfId: null };
  // a service line canceled on its own was not done: it is not billed
  const services = activity.services.filter((s) => s.status !== ActivityStatus.CANCELED).map((s): Line => ({ ...none, kind: 'service', serviceId: s.serviceId, productId: null, productGroup: null, name: s.name, unitName: s.unit ?? '', unitFactor: 1, quantity: s.quantity, unitPrice: s.price, cost: 0 }));
  const goods = activity.products.map(
    (p): Line => ({
      ...none,
      kind: 'product',
      serviceId: null,
      productId: p.productId,
      productGroup: mockState.products[p.productId]?.group ?? null,
      ...{ name: p.name, unitName: p.unitName, unitFactor: p.unitFactor, quantity: p.quantity, unitPrice: p.price },
      cost: Math.round(perUnit(p.productId) * p.quantity * p.unitFactor),
    }),
  );
  return [...services, ...goods];
}

/** `amount` taken from the last of `parts` first. */
function takeFromLast(parts: ReadonlyArray<{ method: InvoicePaymentMethod; amount: number }>, amount: number) {
  let left = amount;
  return [...parts].reverse().flatMap((p) => {
    const part = Math.min(left, Math.max(0, p.amount));
    left -= part;
    return part > 0 ? [{ method: p.method, amount: part }] : [];
  });
}

/** A completed activity priced for its invoice now, with the cashier's discount; one over the amount is a 400 under its field. */
function priceCompletedActivity(shop: MockShop, activity: MockActivity, discount: ActivityQuoteInput) {
  const kind = activity.type as InvoiceKind;
  const lines = activityLines(activity);
  const priced = priceActivity({ kind, day: todayIn(), lines, ...discount, vatSettings: shop.vatSettings, rules: [] });
  if (!priced.ok) throw invalid(priced.field, priced.message);
  return { kind, lines, priced };
}

const assertCompleted = (activity: MockActivity) => {
  if (activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotCompleted', activity.status);
};

/** What the payment panel shows before issuing (quote-activity.ts): the invoice as it would be, the deposits held and what is left to pay. Writes nothing. */
export function quoteMockActivity(shop: MockShop, activityId: string, discount: ActivityQuoteInput): ActivityInvoiceQuote {
  const activity = findActivity(shop, activityId);
  assertCompleted(activity);
  const { lines, priced } = priceCompletedActivity(shop, activity, discount);
  const { totals } = priced;
  const { deposited } = mockActivityDeposits(activity.id);
  const invoiced = standingInvoiceOf(activity.id);
  return activityInvoiceQuote.parse({
    lines: lines.map((l, i) => ({ kind: l.kind, name: l.name, unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice, ...totals.lines[i] })),
    ...{ subtotal: totals.subtotal, discount: totals.discount, promotionDiscount: priced.promotionDiscount, promotion: null, vat: totals.vat, total: totals.total },
    deposited,
    due: Math.max(0, totals.total - deposited),
    invoice: invoiced ? { id: invoiced.id, code: invoiced.code } : null,
  });
}

/**
 * The invoice of a completed activity (409 otherwise, and while another of its invoices stands),
 * checked whole before anything is written: its total as the cashier saw it, the discount's reason,
 * the payment and the credit it spends. Sent again with its idempotency key, it answers the invoice
 * issued.
 */
export function invoiceMockActivity(shop: MockShop, user: MockUser, activityId: string, body: ActivityInvoiceInput): MockInvoice {
  const earlier = invoiceByKey(shop.id, body.idempotencyKey);
  if (earlier) return earlier;

  const activity = findActivity(shop, activityId);
  assertCompleted(activity);
  const invoiced = standingInvoiceOf(activity.id);
  if (invoiced) throw activityInvoiced(invoiced.code);
  const customer = activityCustomer(shop, activity);

  const { kind, lines, priced } = priceCompletedActivity(shop, activity, body);
  const { totals, promotionDiscount } = priced;
  if (body.expectedTotal !== undefined && body.expectedTotal !== totals.total) throw new MockApiError('Conflict', 'errors.saleTotalChanged', [], { total: formatVnd(totals.total) });
  if (!body.discountReason && user.role !== Role.SHOP_ADMIN && needsDiscountReason({ lines, discount: totals.discount, promotionDiscount })) {
    throw invalid('discountReason', 'validation.discountReasonRequired');
  }
  const deposits = waitingDeposits(activity.id);
  const deposited = deposits.reduce((s, d) => s + d.amount, 0);
  const settled = settlePayment(Math.max(0, totals.total - deposited), body.payments);
  if (!settled.ok) throw invalid(settled.field, settled.message);
  // a mock activity always has its customer, who may owe the rest (validation.debtNeedsCustomer never applies)
  assertCreditCovers(customer, settled.parts);

  const at = new Date().toISOString();
  const invoice = writeMockInvoice(shop.id, user.id, {
    kind,
    activityId: activity.id,
    customerId: customer.id,
    totals: { ...totals, promotionDiscount },
    // the deposits it settles; receiveMockPayments adds what is paid now
    paid: Math.min(deposited, totals.total),
    changeGiven: settled.changeGiven,
    promotionId: priced.promotionId,
    discountReason: body.discountReason ?? null,
    note: body.note ?? null,
    idempotencyKey: body.idempotencyKey,
    lines: lines.map((l, i) => ({ ...l, ...totals.lines[i] })),
    at,
  });
  for (const d of deposits) d.invoiceId = invoice.id;
  const overDeposited = deposited - totals.total;
  if (overDeposited > 0) {
    // the last deposits go back first, by their methods
    refundMockDeposits({ shop, userId: user.id, activity, customer, amounts: takeFromLast(netByMethod(deposits), overDeposited), invoiceId: invoice.id, at });
  }
  if (settled.parts.length) receiveMockPayments(invoice, { userId: user.id, payer: invoicePayer(customer), parts: settled.parts, type: InvoicePaymentType.CHECKOUT, at });
  return invoice;
}
