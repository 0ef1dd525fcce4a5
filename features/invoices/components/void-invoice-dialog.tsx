'use client';

import { useTranslations } from 'next-intl';
import { VoidDialog } from '@/components/ui/void-dialog';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useVoidInvoice } from '../api/void-invoice';

/**
 * "Hủy hóa đơn" (INVOICE_VOID): says what the void reverses — the goods come back to stock, what was
 * paid is given back by payment vouchers — and asks why; the invoice stays, voided, with the reason.
 * A refusal (already voided, the goods gone) shows under the reason or as a toast.
 */
export function VoidInvoiceDialog({ shopId, invoice, onClose }: { shopId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const t = useTranslations('invoices.void');
  const mutation = useVoidInvoice();
  const done = (voided: InvoiceDetail) => (notify('success', t('done', { code: voided.code })), onClose());
  return (
    <VoidDialog
      title={t('title', { code: invoice.code })}
      explain={t('explain', { code: invoice.code, total: formatVnd(invoice.total), paid: formatVnd(invoice.paid) })}
      reasonLabel={t('reason')}
      confirmLabel={t('confirm')}
      busy={mutation.isPending}
      onVoid={(reason, onError) => mutation.mutate({ shopId, id: invoice.id, reason }, { onSuccess: done, onError })}
      onClose={onClose}
    />
  );
}
