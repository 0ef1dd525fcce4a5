import type { PaymentMethod, PayerType } from '@/lib/enums/cash';
import type { DocumentType } from '@/lib/enums/documents';
import { CreditReason, InvoicePaymentMethod, type InvoicePaymentType, PAYMENT_TYPE_CATEGORY } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { invoicePayments } from '../../db/schema/invoices';
import { recordVoucher } from '../cash-vouchers/record-voucher';
import { moveCredit } from '../customer-credits/move-credit';

export interface PaymentRowInput {
  shopId: string;
  userId: string;
  /** the document the money is for: the invoice, or the activity a deposit waits on */
  document: { type: DocumentType; id: string; code: string };
  invoiceId: string | null;
  activityId?: string | null;
  customerId: string | null;
  payer: { type: PayerType; id: string | null; name: string };
  /** received when positive, given back when negative */
  amount: number;
  method: string;
  type: InvoicePaymentType;
  /** given back into the customer's credit rather than out of the cash book (a void that keeps the money) */
  toCredit?: boolean;
  idempotencyKey?: string | null;
  changeGiven?: number;
  note?: string | null;
  at?: Date;
}

/**
 * Writes a payment of an invoice or an activity's deposit (DESIGN §6): each row moves its money once — through the cash
 * book, a receipt (PT) or a payment voucher (PC) of the payment type's category; or on the customer's
 * credit, when paid from it, given back to it, or kept in it on a void — in the caller's transaction.
 */
export async function recordPayment(db: DbOrTx, input: PaymentRowInput): Promise<string> {
  const { shopId, userId, amount } = input;
  const onCredit = input.method === InvoicePaymentMethod.CREDIT || (input.toCredit === true && amount < 0);
  const creditId = onCredit
    ? await moveCredit(db, { shopId, userId, customerId: input.customerId, delta: -amount, reason: amount > 0 ? CreditReason.PAYMENT : CreditReason.VOID, document: input.document, at: input.at })
    : null;
  const voucher = onCredit
    ? null
    : await recordVoucher(db, {
        shopId,
        userId,
        type: amount > 0 ? 'RECEIPT' : 'PAYMENT',
        category: PAYMENT_TYPE_CATEGORY[input.type],
        payer: input.payer,
        amount: Math.abs(amount),
        method: input.method as PaymentMethod,
        document: input.document,
        note: input.note,
        at: input.at,
      });
  const [row] = await db
    .insert(invoicePayments)
    .values({
      shopId,
      invoiceId: input.invoiceId,
      activityId: input.activityId ?? null,
      customerId: input.customerId,
      amount,
      method: input.method,
      type: input.type,
      idempotencyKey: input.idempotencyKey ?? null,
      changeGiven: input.changeGiven ?? 0,
      voucherId: voucher?.id ?? null,
      creditId,
      createdBy: userId,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: invoicePayments.id });
  return row.id;
}
