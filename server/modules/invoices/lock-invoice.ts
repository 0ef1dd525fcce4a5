import { InvoiceStatus } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { alreadyVoided } from '../cash-vouchers/reverse-voucher';

/**
 * An invoice of the shop about to change, locked until the transaction ends, with its customer; a
 * voided one is refused (409) — nothing is paid on it or taken from it again.
 */
export async function lockStandingInvoice(db: DbOrTx, input: { shopId: string; invoiceId: string }) {
  const invoice = await findInShop(db, invoices, { shopId: input.shopId, id: input.invoiceId, forUpdate: true }, 'errors.invoiceNotFound');
  if (invoice.status === InvoiceStatus.VOIDED) throw alreadyVoided();
  const customer = invoice.customerId ? await findInShop(db, customers, { shopId: input.shopId, id: invoice.customerId }, 'errors.customerNotFound') : null;
  return { invoice, customer };
}

export const nothingOwedOnInvoice = () => new AppError('Conflict', 'errors.invoiceNothingOwed');
