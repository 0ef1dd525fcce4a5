import { and, eq, ne } from 'drizzle-orm';
import { partKey } from '@/lib/books/settle-payment';
import type { InvoicePaymentInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { findInShop } from '../../db/sql/find-in-shop';
import { lockIdempotencyKey } from '../../db/sql/idempotency-lock';
import { AppError } from '../../core/app-error';
import { activityConflict, lockActivity } from '../activities/lock-activity';
import { invoicePayer } from './receive-payments';
import { recordPayment } from './record-payment';

/** An activity that already has its invoice takes no more deposits, and cannot be invoiced again. */
export async function standingInvoiceOf(db: DbOrTx, activityId: string) {
  const [row] = await db
    .select({ id: invoices.id, code: invoices.code })
    .from(invoices)
    .where(and(eq(invoices.activityId, activityId), ne(invoices.status, InvoiceStatus.VOIDED)))
    .limit(1);
  return row ?? null;
}

/**
 * The activity a deposit's key was already taken on, or null; the key stays locked until the
 * transaction ends, so the same deposit sent twice at once is taken once.
 */
export async function depositKeyOwner(db: DbOrTx, shopId: string, key: string): Promise<string | null> {
  await lockIdempotencyKey(db, shopId, key, 'invoicePayment');
  const [earlier] = await db
    .select({ activityId: invoicePayments.activityId })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.shopId, shopId), eq(invoicePayments.idempotencyKey, key)))
    .limit(1);
  return earlier ? earlier.activityId : null;
}

export const activityInvoiced = (code: string) => new AppError('Conflict', 'errors.activityInvoiced', [], { code });

/**
 * A deposit on an activity not yet invoiced ("Ứng tiền", DESIGN §6): each part a payment with its
 * receipt voucher (PT, category deposit), waiting for the invoice that settles it. Not on a
 * canceled activity, nor one already invoiced. Sent again with its key, it is taken once.
 */
export async function takeDeposit(db: DbOrTx, input: { shopId: string; userId: string; activityId: string; body: InvoicePaymentInput; at?: Date }): Promise<void> {
  const { shopId, userId, body } = input;
  const earlier = await depositKeyOwner(db, shopId, body.idempotencyKey);
  if (earlier && earlier !== input.activityId) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return;

  const activity = await lockActivity(db, { shopId, activityId: input.activityId });
  if (activity.status === ActivityStatus.CANCELED) throw activityConflict('errors.transitionNotAllowed', activity.status);
  const invoiced = await standingInvoiceOf(db, activity.id);
  if (invoiced) throw activityInvoiced(invoiced.code);
  const customer = activity.customerId ? await findInShop(db, customers, { shopId, id: activity.customerId }, 'errors.customerNotFound') : null;
  for (const [n, part] of body.payments.entries()) {
    await recordPayment(db, {
      shopId,
      userId,
      document: { type: DocumentType.ACTIVITY, id: activity.id, code: activity.code },
      invoiceId: null,
      activityId: activity.id,
      customerId: activity.customerId,
      payer: invoicePayer(customer),
      amount: part.amount,
      method: part.method,
      type: InvoicePaymentType.PRE_PAY,
      idempotencyKey: partKey(body.idempotencyKey, n),
      at: input.at,
    });
  }
}
