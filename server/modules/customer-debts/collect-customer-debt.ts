import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import type { CustomerCollection, CustomerPaymentInput } from '@/lib/contracts/customer-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import { formatVnd } from '@/lib/format';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoicePayments } from '../../db/schema/invoices';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { recordVoucher } from '../cash-vouchers/record-voucher';
import { repeatedPayment } from '../cash-vouchers/recorded-voucher';
import { setPaid } from '../invoices/receive-payments';
import { customerCollections } from './customer-collections';
import { owedInvoices } from './owed-invoices';

/**
 * Collects from a customer (DESIGN §6): one amount settles their oldest owing invoices first, with
 * one receipt voucher (PT, debt collection) and one payment ("Hoàn nợ") per invoice. More than is
 * owed is refused. Sent twice with the same idempotency key, it collects once and answers the first.
 */
export async function collectCustomerDebt(db: DbOrTx, input: { shopId: string; userId: string; customerId: string; body: CustomerPaymentInput; at?: Date }): Promise<CustomerCollection> {
  const { shopId, customerId, body } = input;
  const customer = await findInShop(db, customers, { shopId, id: customerId }, 'errors.customerNotFound');
  const isSame = (v: { customerId: string | null; category: string }) => v.customerId === customerId && v.category === VoucherCategory.DEBT_COLLECTION;
  const earlier = await repeatedPayment(db, { shopId, idempotencyKey: body.idempotencyKey, isSame });
  if (earlier) return (await customerCollections(db, { shopId, voucherIds: [earlier.id] }))[0];

  const open = await owedInvoices(db, { shopId, customerId, forUpdate: true });
  const owed = open.reduce((s, i) => s + i.debt, 0);
  if (owed === 0) throw new AppError('BadRequest', 'errors.customerOwesNothing', [{ field: 'amount', messages: ['errors.customerOwesNothing'] }]);
  if (body.amount > owed) throw new AppError('BadRequest', 'errors.overpayCustomer', [], { debt: formatVnd(owed) });

  const voucher = await recordVoucher(db, {
    shopId,
    userId: input.userId,
    type: 'RECEIPT',
    category: VoucherCategory.DEBT_COLLECTION,
    payer: { type: 'CUSTOMER', id: customer.id, name: customer.name },
    amount: body.amount,
    method: body.method,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    at: input.at,
  });
  for (const part of settleOldestFirst(body.amount, open)) {
    const invoice = open.find((i) => i.id === part.id)!;
    await db.insert(invoicePayments).values({
      shopId,
      invoiceId: invoice.id,
      customerId,
      amount: part.amount,
      method: body.method,
      type: InvoicePaymentType.DEBT_REPAY,
      voucherId: voucher.id,
      createdBy: input.userId,
      ...(input.at ? { createdAt: input.at } : {}),
    });
    await setPaid(db, invoice, invoice.paid + part.amount);
  }
  return (await customerCollections(db, { shopId, voucherIds: [voucher.id] }))[0];
}
