import type { RealtimeEventType } from '@/lib/realtime/events';
import type { AfterCommit } from '../../core/after-commit';
import { emitToShop } from '../../realtime/io';

/**
 * Tells every open screen of the shop that money on an invoice changed (SPEC §3 realtime: a new
 * payment, one changed by a void, one removed), once it has committed: the invoice's id, code and
 * what is paid and owed now — screens fetch what they show again.
 */
export function announceInvoicePayment(
  afterCommit: AfterCommit,
  type: Extract<RealtimeEventType, 'NEW_INVOICE_PAYMENT' | 'UPDATE_INVOICE_PAYMENT' | 'DELETE_INVOICE_PAYMENT'>,
  shopId: string,
  invoice: { id: string; code: string; status: number; paid: number; debt: number; customer: { id: string } | null },
): void {
  afterCommit(() => emitToShop(shopId, type, { id: invoice.id, code: invoice.code, status: invoice.status, paid: invoice.paid, debt: invoice.debt, customerId: invoice.customer?.id ?? null }));
}
