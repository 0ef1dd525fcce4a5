import { eq, inArray, sql } from 'drizzle-orm';
import { needsDiscountReason } from '@/lib/books/manual-discount';
import { settlePayment } from '@/lib/books/settle-payment';
import type { ActivityInvoiceInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentKind } from '@/lib/enums/documents';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import { formatVnd } from '@/lib/format';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoicePayments } from '../../db/schema/invoices';
import { promotions } from '../../db/schema/promotions';
import { findInShop } from '../../db/sql/find-in-shop';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { AppError, validationError } from '../../core/app-error';
import { activityConflict, lockActivity } from '../activities/lock-activity';
import { netByMethod, refundDeposits, waitingDeposits } from './activity-deposits';
import type { SaleActor } from './create-sale';
import { invoiceByKey } from './invoice-by-key';
import { priceCompletedActivity } from './quote-activity';
import { invoicePayer, receivePayments } from './receive-payments';
import { activityInvoiced, standingInvoiceOf } from './take-deposit';
import { writeInvoice } from './write-invoice';

/**
 * The invoice of a completed activity (issue 18, DESIGN §6): its service and product lines as
 * snapshots at the prices given, its goods' cost as they left the stock when it completed (it moves
 * no stock itself), the deposits taken on it settled first — more deposited than due is given back —
 * then what is paid now; the rest owed by the customer. One standing invoice per activity (409);
 * sent again with its idempotency key, it answers the invoice issued.
 */
export async function invoiceActivity(db: DbOrTx, input: SaleActor & { activityId: string; body: ActivityInvoiceInput; at?: Date }): Promise<{ invoiceId: string; changeGiven: number }> {
  const { shopId, userId, body } = input;
  const earlier = await invoiceByKey(db, { shopId, idempotencyKey: body.idempotencyKey });
  if (earlier) return { invoiceId: earlier.id, changeGiven: earlier.changeGiven };

  const activity = await lockActivity(db, { shopId, activityId: input.activityId });
  if (activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotCompleted', activity.status);
  const invoiced = await standingInvoiceOf(db, activity.id);
  if (invoiced) throw activityInvoiced(invoiced.code);
  const customer = activity.customerId ? await findInShop(db, customers, { shopId, id: activity.customerId }, 'errors.customerNotFound') : null;

  const { kind, lines, priced, promotion } = await priceCompletedActivity(db, { ...input, activity, discount: body });
  const { totals } = priced;
  if (body.expectedTotal !== undefined && body.expectedTotal !== totals.total) throw new AppError('Conflict', 'errors.saleTotalChanged', [], { total: formatVnd(totals.total) });
  if (!body.discountReason && input.role !== Role.SHOP_ADMIN && needsDiscountReason({ lines, discount: totals.discount, promotionDiscount: priced.promotionDiscount })) {
    throw validationError([{ field: 'discountReason', messages: ['validation.discountReasonRequired'] }]);
  }

  const deposits = await waitingDeposits(db, activity.id);
  const deposited = deposits.reduce((s, d) => s + d.amount, 0);
  const settled = settlePayment(Math.max(0, totals.total - deposited), body.payments);
  if (!settled.ok) throw validationError([{ field: settled.field, messages: [settled.message] }]);
  if (settled.owed > 0 && !customer) throw validationError([{ field: 'customerId', messages: ['validation.debtNeedsCustomer'] }]);
  const overDeposited = Math.max(0, deposited - totals.total);

  const code = await nextDocumentCode(db, shopId, DocumentKind.INVOICE);
  const { invoice } = await writeInvoice(db, {
    shopId,
    userId,
    code,
    kind,
    customerId: customer?.id ?? null,
    activityId: activity.id,
    totals: { ...totals, promotionDiscount: priced.promotionDiscount },
    paid: totals.total - settled.owed,
    changeGiven: settled.changeGiven,
    promotionId: priced.promotionId,
    promotions: promotion ? [promotion] : [],
    discountReason: body.discountReason,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    lines: lines.map((l, i) => ({ ...l, ...totals.lines[i] })),
    at: input.at,
  });
  if (deposits.length) await db.update(invoicePayments).set({ invoiceId: invoice.id }).where(inArray(invoicePayments.id, deposits.map((d) => d.id)));
  if (overDeposited > 0) {
    // the last deposits go back first, by their methods
    const back = takeFromLast(netByMethod(deposits), overDeposited);
    await refundDeposits(db, { shopId, userId, activity, customer, amounts: back, invoiceId: invoice.id, at: input.at });
  }
  if (settled.parts.length) {
    const payer = invoicePayer(customer);
    await receivePayments(db, { shopId, userId, invoice, payer, parts: settled.parts, type: InvoicePaymentType.CHECKOUT, at: input.at });
  }
  if (priced.promotionId) await db.update(promotions).set({ usageCount: sql`${promotions.usageCount} + 1` }).where(eq(promotions.id, priced.promotionId));
  return { invoiceId: invoice.id, changeGiven: settled.changeGiven };
}

/** `amount` taken from the last of `parts` first. */
function takeFromLast(parts: ReadonlyArray<{ method: string; amount: number }>, amount: number) {
  let left = amount;
  return [...parts].reverse().flatMap((p) => {
    const part = Math.min(left, Math.max(0, p.amount));
    left -= part;
    return part > 0 ? [{ method: p.method, amount: part }] : [];
  });
}
