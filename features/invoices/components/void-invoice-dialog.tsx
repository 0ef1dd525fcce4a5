'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { VoidDialog } from '@/components/ui/void-dialog';
import { INVOICE_VOID_REFUNDS, type InvoiceVoidInput } from '@/lib/contracts/invoice-actions';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { InvoicePaymentMethod } from '@/lib/enums/invoices';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useVoidInvoice } from '../api/void-invoice';

type Refund = InvoiceVoidInput['refund'];

/**
 * What becomes of the money received (DESIGN §6): given back by payment vouchers, or kept as the
 * customer's credit — which a walk-in, with no record to keep it on, cannot hold. What was paid from
 * credit goes back to it either way, as the server does.
 */
function RefundChoice({ invoice, value, onChange }: { invoice: InvoiceDetail; value: Refund; onChange: (refund: Refund) => void }) {
  const t = useTranslations('invoices.void.refund');
  const id = useId();
  const walkIn = invoice.customer === null;
  const fromCredit = invoice.payments.filter((p) => p.method === InvoicePaymentMethod.CREDIT).reduce((sum, p) => sum + p.amount, 0);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('legend', { paid: formatVnd(invoice.paid) })}</legend>
      {INVOICE_VOID_REFUNDS.map((option) => {
        const unavailable = option === 'CREDIT' && walkIn;
        return (
          <Form.Check
            key={option}
            type="radio"
            id={`${id}-${option}`}
            name={`${id}-refund`}
            label={t(option)}
            checked={value === option}
            disabled={unavailable}
            aria-describedby={unavailable ? `${id}-walk-in` : undefined}
            onChange={() => onChange(option)}
          />
        );
      })}
      {walkIn && (
        <Form.Text id={`${id}-walk-in`} muted>
          {t('walkIn')}
        </Form.Text>
      )}
      {fromCredit > 0 && (
        <Form.Text muted className="d-block">
          {t('fromCredit', { amount: formatVnd(fromCredit) })}
        </Form.Text>
      )}
    </fieldset>
  );
}

/**
 * "Hủy hóa đơn" (INVOICE_VOID): says what the void reverses — the goods come back to stock, what was
 * paid is refunded or kept as the customer's credit, as the cashier chooses — and asks why; the
 * invoice stays, voided, with the reason. A refusal (already voided, the goods gone) shows under the
 * reason or as a toast.
 */
export function VoidInvoiceDialog({ shopId, invoice, onClose }: { shopId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const t = useTranslations('invoices.void');
  const mutation = useVoidInvoice();
  const [refund, setRefund] = useState<Refund>('REFUND');
  const done = (voided: InvoiceDetail) => (notify('success', t('done', { code: voided.code })), onClose());
  return (
    <VoidDialog
      title={t('title', { code: invoice.code })}
      explain={t('explain', { code: invoice.code, total: formatVnd(invoice.total) })}
      reasonLabel={t('reason')}
      confirmLabel={t('confirm')}
      busy={mutation.isPending}
      onVoid={(reason, onError) => mutation.mutate({ shopId, id: invoice.id, body: { reason, refund } }, { onSuccess: done, onError })}
      onClose={onClose}
    >
      {invoice.paid > 0 && <RefundChoice invoice={invoice} value={refund} onChange={setRefund} />}
    </VoidDialog>
  );
}
