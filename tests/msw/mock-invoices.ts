import { needsDiscountReason } from '@/lib/books/manual-discount';
import { type CartProduct, type PricedLine, priceCart } from '@/lib/books/price-cart';
import { partKey, settlePayment } from '@/lib/books/settle-payment';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { SaleInput, SaleQuote, SaleQuoteInput } from '@/lib/contracts/invoices';
import type { PayerType } from '@/lib/enums/cash';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { InvoiceKind, InvoicePaymentType, InvoiceStatus, paidStatus } from '@/lib/enums/invoices';
import { StockReason } from '@/lib/enums/stock';
import { formatVnd, todayIn } from '@/lib/format';
import { Role } from '@/lib/roles';
import type { MockInvoice, MockInvoiceLine } from './books-data';
import type { MockCustomer } from './catalogue-data';
import { type MockShop, mockState, type MockUser } from './data';
import { MockApiError } from './errors';
import { type LedgerState, type MockStockLine, moveStock, nextCode } from './mock-ledger';
import { assertCreditCovers, recordMockPayment } from './mock-record-payment';

// The checkout's writers on the mock world's rows (tests/msw/handlers/invoices.ts answers with
// them), as server/modules/invoices: the cart priced as the quote prices it (price-sale.ts), a
// retail sale issued (create-sale.ts, write-invoice.ts) and the money taken on it
// (receive-payments.ts). The mock world has no promotions yet: no rules, so no gift lines.

const books = () => mockState.books;
export const invalid = (field: string, message: string) => new MockApiError('ValidationException', 'errors.validation', [{ field, messages: [message] }]);

/** The shop's cart priced as it would be issued now; another shop's product is not found (404), a line it cannot be sold as is a 400. */
export function priceMockCart(shop: MockShop, cart: SaleQuoteInput): { lines: PricedLine[]; quote: SaleQuote } {
  const own = (id: string) => (mockState.products[id]?.shopId === shop.id ? mockState.products[id] : undefined);
  if (cart.lines.some((l) => !own(l.productId))) throw new MockApiError('NotFound', 'errors.productNotFound');
  const product = (id: string): CartProduct => ({ ...own(id)!, productGroup: own(id)!.group });
  const priced = priceCart({ cart, day: todayIn(), vatSettings: shop.vatSettings, product, rules: [] });
  if (!priced.ok) throw new MockApiError('ValidationException', 'errors.validation', priced.issues);
  return priced;
}

/** Its paid, status and debt (the server's `debt` is generated: nothing once voided). */
export function setPaid(invoice: MockInvoice, paid: number) {
  const status = invoice.status === InvoiceStatus.VOIDED ? InvoiceStatus.VOIDED : paidStatus(invoice.total, paid);
  Object.assign(invoice, { paid, status, debt: status === InvoiceStatus.VOIDED ? 0 : invoice.total - paid });
}

/** The payer a voucher of this invoice names: its customer, or a walk-in (no record, no name). */
export const invoicePayer = (customer: MockCustomer | null): { type: PayerType; id: string | null; name: string } =>
  customer ? { type: 'CUSTOMER', id: customer.id, name: customer.name } : { type: 'OTHER', id: null, name: '' };

/** The payment a request with this idempotency key already wrote (on an invoice, or a deposit), if any. */
export const paymentByKey = (shopId: string, key: string) => books().invoicePayments.find((p) => p.shopId === shopId && p.idempotencyKey === key);

/**
 * Takes money on an invoice (receive-payments.ts): each part one payment with its receipt voucher
 * (PT, of the payment type's category) or, paid from the customer's credit, none; then its paid,
 * status and debt from them. The caller has settled the parts (settlePayment) and checked the
 * credit they spend (assertCreditCovers); the client's key goes on the parts (partKey).
 */
export function receiveMockPayments(
  invoice: MockInvoice,
  input: { userId: string; payer: { type: PayerType; id: string | null; name: string }; parts: readonly PaymentPart[]; type: InvoicePaymentType; idempotencyKey?: string | null; at: string },
) {
  const document = { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code };
  const { shopId, customerId } = invoice;
  input.parts.forEach((part, n) => {
    const row = { invoiceId: invoice.id, activityId: null, customerId, amount: part.amount, method: part.method, type: input.type };
    recordMockPayment({ shopId, userId: input.userId, document, payer: input.payer, ...row, idempotencyKey: partKey(input.idempotencyKey, n), at: input.at });
  });
  setPaid(invoice, invoice.paid + input.parts.reduce((s, p) => s + p.amount, 0));
}

/** The stock moves of a sale: its goods out (reason sale), then the promotions' gifts (gift), each line's base units. */
function stockMoves(lines: PricedLine[], document: { type: DocumentType; id: string; code: string }) {
  const chosen = (gifts: boolean) => lines.map((l, i) => ({ l, i })).filter(({ l }) => (l.giftOfId !== null) === gifts);
  return ([[StockReason.SALE, chosen(false)], [StockReason.GIFT, chosen(true)]] as const).map(([reason, picked]) => ({
    reason,
    document,
    indexes: picked.map(({ i }) => i),
    lines: picked.map(({ l }): MockStockLine => ({ productId: l.productId, delta: -l.quantity * l.unitFactor })),
  }));
}

/** Refuses (the mock ledger's 409) goods the shop has not got, by trying the moves on a copy of the ledger, so nothing is written. */
function assertInStock(shopId: string, userId: string, lines: PricedLine[]) {
  const copy: LedgerState = { books: structuredClone(mockState.books), products: structuredClone(mockState.products), shops: mockState.shops };
  for (const move of stockMoves(lines, { type: DocumentType.INVOICE, id: crypto.randomUUID(), code: 'HD' })) {
    if (move.lines.length) moveStock(copy, { shopId, userId, reason: move.reason, document: move.document, lines: move.lines });
  }
}

/** The invoice a sale with this idempotency key already issued, if any. */
export const invoiceByKey = (shopId: string, key: string) => Object.values(books().invoices).find((i) => i.shopId === shopId && i.idempotencyKey === key);

type InvoiceFields = 'kind' | 'activityId' | 'customerId' | 'changeGiven' | 'promotionId' | 'discountReason' | 'note' | 'idempotencyKey';

/**
 * Writes an invoice as issued (write-invoice.ts): its next number (HD), its totals and what the
 * payments taken with it come to, its lines as snapshots in their order. Stock and the payments
 * themselves are the caller's.
 */
export function writeMockInvoice(
  shopId: string,
  userId: string,
  input: Pick<MockInvoice, InvoiceFields> & {
    totals: Pick<MockInvoice, 'subtotal' | 'discount' | 'promotionDiscount' | 'vat' | 'total'>;
    paid: number;
    lines: Array<Omit<MockInvoiceLine, 'id'>>;
    at: string;
  },
): MockInvoice {
  const { subtotal, discount, promotionDiscount, vat, total } = input.totals;
  const { kind, activityId, customerId, changeGiven, promotionId, discountReason, note, idempotencyKey } = input;
  const invoice: MockInvoice = {
    id: crypto.randomUUID(),
    shopId,
    code: nextCode(mockState, shopId, DocumentKind.INVOICE),
    ...{ kind, status: InvoiceStatus.ISSUED, activityId, customerId },
    ...{ subtotal, discount, promotionDiscount, vat, total, paid: 0, debt: total, changeGiven },
    ...{ promotionId, discountReason, note, idempotencyKey },
    lines: input.lines.map((l) => ({ ...l, id: crypto.randomUUID() })),
    createdBy: userId,
    createdAt: input.at,
    ...{ voidedBy: null, voidedAt: null, voidReason: null, voidRefund: null },
  };
  setPaid(invoice, input.paid);
  books().invoices[invoice.id] = invoice;
  return invoice;
}

/**
 * A retail sale at the counter (create-sale.ts): checked whole first — the customer, the cart and
 * its total, the discount's reason, the payment, the stock, the credit it spends — so a refused sale
 * writes nothing; then the invoice (HD), its goods out of stock with what they cost, one payment per
 * part with its receipt voucher (category sales) or from the customer's credit, the change handed
 * back. Sent again with its key: the first invoice.
 */
export function createMockSale(shop: MockShop, user: MockUser, body: SaleInput): MockInvoice {
  const earlier = invoiceByKey(shop.id, body.idempotencyKey);
  if (earlier) return earlier;

  const customer = body.customerId ? mockState.customers[body.customerId] : undefined;
  if (body.customerId && customer?.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.customerNotFound');
  const { lines, quote } = priceMockCart(shop, body);
  if (body.expectedTotal !== undefined && body.expectedTotal !== quote.total) throw new MockApiError('Conflict', 'errors.saleTotalChanged', [], { total: formatVnd(quote.total) });
  if (!body.discountReason && user.role !== Role.SHOP_ADMIN && needsDiscountReason(quote)) throw invalid('discountReason', 'validation.discountReasonRequired');
  const settled = settlePayment(quote.total, body.payments);
  if (!settled.ok) throw invalid(settled.field, settled.message);
  if (settled.owed > 0 && !customer) throw invalid('customerId', 'validation.debtNeedsCustomer');
  assertInStock(shop.id, user.id, lines);
  assertCreditCovers(customer, settled.parts);

  const at = new Date().toISOString();
  const invoice = writeMockInvoice(shop.id, user.id, {
    kind: InvoiceKind.RETAIL,
    activityId: null,
    customerId: customer?.id ?? null,
    totals: quote,
    paid: 0,
    changeGiven: settled.changeGiven,
    promotionId: null,
    discountReason: body.discountReason ?? null,
    note: body.note ?? null,
    idempotencyKey: body.idempotencyKey,
    lines: quote.lines.map((l, i) => ({ ...l, kind: 'product', serviceId: null, productGroup: lines[i].productGroup ?? null, cost: 0, batchId: null })),
    at,
  });

  for (const move of stockMoves(lines, { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code })) {
    if (!move.lines.length) continue;
    const moved = moveStock(mockState, { shopId: shop.id, userId: user.id, reason: move.reason, document: move.document, lines: move.lines, at });
    move.indexes.forEach((i, k) => {
      const batches = new Set(moved[k].map((m) => m.batchId));
      Object.assign(invoice.lines[i], { cost: moved[k].reduce((s, m) => s - m.delta * m.unitCost, 0), batchId: batches.size === 1 ? [...batches][0] : null });
    });
  }
  receiveMockPayments(invoice, { userId: user.id, payer: invoicePayer(customer ?? null), parts: settled.parts, type: InvoicePaymentType.CHECKOUT, at });
  return invoice;
}
