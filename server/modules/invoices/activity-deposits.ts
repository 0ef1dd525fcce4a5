import { and, asc, eq, isNull } from 'drizzle-orm';
import { DocumentType } from '@/lib/enums/documents';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import type { ActivityDeposits } from '@/lib/contracts/invoice-actions';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { customers } from '../../db/schema/customers';
import { invoicePayments } from '../../db/schema/invoices';
import { findInShop } from '../../db/sql/find-in-shop';
import { invoicePayer } from './receive-payments';
import { recordPayment } from './record-payment';

/** The deposits of an activity still waiting for its invoice, oldest first (the activity is locked by the caller). */
export function waitingDeposits(db: DbOrTx, activityId: string) {
  return db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.activityId, activityId), isNull(invoicePayments.invoiceId), eq(invoicePayments.type, InvoicePaymentType.PRE_PAY)))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
}

/**
 * Gives deposits back (an activity canceled, or more deposited than its invoice came to): per method,
 * a payment voucher (PC, category deposit) and a negative deposit row, so what stays deposited nets
 * to what is kept. `invoiceId` ties the refund to the invoice that settled the deposits.
 */
export async function refundDeposits(
  db: DbOrTx,
  input: {
    shopId: string;
    userId: string;
    activity: { id: string; code: string; customerId: string | null };
    customer: { id: string; name: string } | null;
    amounts: ReadonlyArray<{ method: string; amount: number }>;
    invoiceId?: string;
    note?: string | null;
    at?: Date;
  },
): Promise<void> {
  for (const { method, amount } of input.amounts.filter((a) => a.amount > 0)) {
    await recordPayment(db, {
      shopId: input.shopId,
      userId: input.userId,
      document: { type: DocumentType.ACTIVITY, id: input.activity.id, code: input.activity.code },
      invoiceId: input.invoiceId ?? null,
      activityId: input.activity.id,
      customerId: input.activity.customerId,
      payer: invoicePayer(input.customer),
      amount: -amount,
      method,
      type: InvoicePaymentType.PRE_PAY,
      note: input.note,
      at: input.at,
    });
  }
}

/** What is deposited per method, net of refunds already given. */
export function netByMethod(rows: ReadonlyArray<{ method: string; amount: number }>): Array<{ method: string; amount: number }> {
  const net = new Map<string, number>();
  for (const r of rows) net.set(r.method, (net.get(r.method) ?? 0) + r.amount);
  return [...net].map(([method, amount]) => ({ method, amount }));
}

/** The deposits an activity holds now (none once its invoice settled them), each with its voucher. */
export async function activityDepositsOf(db: DbOrTx, activityId: string): Promise<ActivityDeposits> {
  const rows = await db
    .select({ payment: invoicePayments, voucher: { id: cashVouchers.id, code: cashVouchers.code } })
    .from(invoicePayments)
    .innerJoin(cashVouchers, eq(cashVouchers.id, invoicePayments.voucherId))
    .where(and(eq(invoicePayments.activityId, activityId), isNull(invoicePayments.invoiceId), eq(invoicePayments.type, InvoicePaymentType.PRE_PAY)))
    .orderBy(asc(invoicePayments.createdAt), asc(cashVouchers.code));
  return {
    activityId,
    deposited: rows.reduce((s, r) => s + r.payment.amount, 0),
    deposits: rows.map(({ payment: p, voucher }) => ({ id: p.id, amount: p.amount, method: p.method, voucher, createdAt: p.createdAt.toISOString() })),
  };
}

/** A canceled activity gives back every deposit it still holds (DESIGN §6: nothing is kept without a document). */
export async function refundWaitingDeposits(db: DbOrTx, input: { shopId: string; userId: string; activity: { id: string; code: string; customerId: string | null }; note?: string | null; at?: Date }): Promise<void> {
  const held = netByMethod(await waitingDeposits(db, input.activity.id));
  if (!held.some((h) => h.amount > 0)) return;
  const customer = input.activity.customerId ? await findInShop(db, customers, { shopId: input.shopId, id: input.activity.customerId }, 'errors.customerNotFound') : null;
  await refundDeposits(db, { ...input, customer, amounts: held });
}
