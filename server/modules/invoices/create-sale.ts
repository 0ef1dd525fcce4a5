import { eq, inArray, sql } from 'drizzle-orm';
import { needsDiscountReason } from '@/lib/books/manual-discount';
import { settlePayment } from '@/lib/books/settle-payment';
import type { SaleInput } from '@/lib/contracts/invoices';
import type { VatSettings } from '@/lib/contracts/shops';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { InvoiceKind, InvoicePaymentType } from '@/lib/enums/invoices';
import { StockReason } from '@/lib/enums/stock';
import { todayIn } from '@/lib/format';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoiceLines } from '../../db/schema/invoices';
import { promotions } from '../../db/schema/promotions';
import { findInShop } from '../../db/sql/find-in-shop';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { formatVnd } from '@/lib/format';
import { AppError, validationError } from '../../core/app-error';
import { lockProducts, type Movement, moveStock } from '../stock/move-stock';
import { invoiceByKey } from './invoice-by-key';
import { priceSale } from './price-sale';
import { invoicePayer, receivePayments } from './receive-payments';
import { writeInvoice } from './write-invoice';

export interface SaleActor {
  shopId: string;
  userId: string;
  role: number;
  timeZone: string;
  vatSettings: VatSettings;
}

/**
 * A retail sale at the counter (issue 18, DESIGN §6): the cart priced as the quote prices it, the
 * invoice (HD) with its lines, the goods out of stock (reason "sale", promotion gifts "gift") with
 * what they cost, the money received as payments with their receipt vouchers (PT, category sales),
 * the rest owed by the customer, cash beyond the total handed back as change. Sent again with its
 * idempotency key, it answers the invoice the first request issued.
 */
export async function createSale(db: DbOrTx, input: SaleActor & { body: SaleInput; at?: Date }): Promise<{ invoiceId: string; changeGiven: number }> {
  const { shopId, userId, body } = input;
  const earlier = await invoiceByKey(db, { shopId, idempotencyKey: body.idempotencyKey });
  if (earlier) return { invoiceId: earlier.id, changeGiven: earlier.changeGiven };

  const customer = body.customerId ? await findInShop(db, customers, { shopId, id: body.customerId }, 'errors.customerNotFound') : null;
  const { lines, quote } = await priceSale(db, { shopId, day: todayIn(input.timeZone, input.at), vatSettings: input.vatSettings, cart: body });
  if (body.expectedTotal !== undefined && body.expectedTotal !== quote.total) throw new AppError('Conflict', 'errors.saleTotalChanged', [], { total: formatVnd(quote.total) });
  if (!body.discountReason && input.role !== Role.SHOP_ADMIN && needsDiscountReason(quote)) throw validationError([{ field: 'discountReason', messages: ['validation.discountReasonRequired'] }]);
  const settled = settlePayment(quote.total, body.payments);
  if (!settled.ok) throw validationError([{ field: settled.field, messages: [settled.message] }]);
  if (settled.owed > 0 && !customer) throw validationError([{ field: 'customerId', messages: ['validation.debtNeedsCustomer'] }]);

  // the goods before the invoice's number: a sale refused for stock gives no number back
  await lockProducts(db, shopId, lines.map((l) => l.productId));
  const code = await nextDocumentCode(db, shopId, DocumentKind.INVOICE);
  const { invoice, lineIds } = await writeInvoice(db, {
    shopId,
    userId,
    code,
    kind: InvoiceKind.RETAIL,
    customerId: customer?.id ?? null,
    totals: { subtotal: quote.subtotal, discount: quote.discount, promotionDiscount: quote.promotionDiscount, vat: quote.vat, total: quote.total },
    paid: quote.total - settled.owed,
    changeGiven: settled.changeGiven,
    promotionId: quote.promotions.find((p) => p.method.startsWith('INVOICE#'))?.id ?? null,
    promotions: quote.promotions,
    discountReason: body.discountReason,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    lines: quote.lines.map((l, i) => ({ ...l, kind: 'product', productGroup: lines[i].productGroup })),
    at: input.at,
  });

  const document = { type: DocumentType.INVOICE, id: invoice.id, code };
  const out = async (reason: StockReason, gifts: boolean) => {
    const chosen = lines.map((l, i) => ({ l, i })).filter(({ l }) => (l.giftOfId !== null) === gifts);
    const moved = await moveStock(db, { shopId, userId, reason, document, at: input.at, lines: chosen.map(({ l }) => ({ productId: l.productId, delta: -l.quantity * l.unitFactor })) });
    return chosen.map(({ i }, k) => ({ i, movements: moved[k] }));
  };
  for (const { i, movements } of [...(await out(StockReason.SALE, false)), ...(await out(StockReason.GIFT, true))]) await recordCost(db, lineIds[i], movements);

  if (settled.parts.length) {
    await receivePayments(db, {
      shopId,
      userId,
      invoice,
      payer: invoicePayer(customer),
      parts: settled.parts,
      type: InvoicePaymentType.CHECKOUT,
      at: input.at,
    });
  }
  const given = quote.promotions.map((p) => p.id);
  if (given.length) await db.update(promotions).set({ usageCount: sql`${promotions.usageCount} + 1` }).where(inArray(promotions.id, given));
  return { invoiceId: invoice.id, changeGiven: settled.changeGiven };
}

/** What the goods of a line cost the shop as they left, and the batch when they came from one. */
async function recordCost(db: DbOrTx, lineId: string, movements: Movement[]) {
  const cost = movements.reduce((s, m) => s - m.delta * m.unitCost, 0);
  const batches = new Set(movements.map((m) => m.batchId));
  const batchId = batches.size === 1 ? [...batches][0] : null;
  await db.update(invoiceLines).set({ cost, batchId }).where(eq(invoiceLines.id, lineId));
}
