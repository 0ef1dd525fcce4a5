import { and, eq } from 'drizzle-orm';
import { settlePayment } from '@/lib/books/settle-payment';
import type { InvoicePaymentInput } from '@/lib/contracts/invoice-actions';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { invoicePayments } from '../../db/schema/invoices';
import { lockIdempotencyKey } from '../../db/sql/idempotency-lock';
import { AppError, validationError } from '../../core/app-error';
import { lockStandingInvoice, nothingOwedOnInvoice } from './lock-invoice';
import { invoicePayer, receivePayments, setPaid } from './receive-payments';

/**
 * Money taken on what an issued invoice still owes (DESIGN §6, "Hoàn nợ"): each part a payment with
 * its receipt voucher (category debt collection), cash beyond what is owed handed back as change, a
 * transfer or card over it refused. Sent again with its idempotency key, it pays once and answers
 * the same; the key used on another invoice is a conflict.
 */
export async function payInvoice(db: DbOrTx, input: { shopId: string; userId: string; invoiceId: string; body: InvoicePaymentInput; at?: Date }): Promise<{ changeGiven: number; paid: boolean }> {
  const { shopId, body } = input;
  await lockIdempotencyKey(db, shopId, body.idempotencyKey, 'invoicePayment');
  const [earlier] = await db
    .select({ invoiceId: invoicePayments.invoiceId, changeGiven: invoicePayments.changeGiven })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.shopId, shopId), eq(invoicePayments.idempotencyKey, body.idempotencyKey)))
    .limit(1);
  if (earlier && earlier.invoiceId !== input.invoiceId) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return { changeGiven: earlier.changeGiven, paid: false };

  const { invoice, customer } = await lockStandingInvoice(db, { shopId, invoiceId: input.invoiceId });
  if (invoice.debt === 0) throw nothingOwedOnInvoice();
  const settled = settlePayment(invoice.debt, body.payments);
  if (!settled.ok) throw validationError([{ field: settled.field, messages: [settled.message] }]);
  await receivePayments(db, {
    shopId,
    userId: input.userId,
    invoice,
    payer: invoicePayer(customer),
    parts: settled.parts,
    type: InvoicePaymentType.DEBT_REPAY,
    idempotencyKey: body.idempotencyKey,
    changeGiven: settled.changeGiven,
    at: input.at,
  });
  await setPaid(db, invoice, invoice.total - settled.owed);
  return { changeGiven: settled.changeGiven, paid: true };
}
