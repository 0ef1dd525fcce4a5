'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { Alert, Button, Offcanvas, Spinner } from 'react-bootstrap';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { RecordHistory } from '@/entities/audit-entries/record-history';
import { useInvoice } from '@/entities/invoices/invoice-query';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePaymentsTable } from './invoice-payments-table';
import { InvoiceStatusBadge, InvoiceVoidedNotice } from './invoice-labels';
import { InvoiceTotals } from './invoice-totals';
import { printInvoice } from '@/entities/invoices/print-invoice';

// the void dialog loads with its form code when first opened, not with the panel
const VoidInvoiceDialog = lazyDialog(() => import('./void-invoice-dialog').then((m) => m.VoidInvoiceDialog));

/** Who bought, when, from whom, and the activity the invoice closes. */
function InvoiceFacts({ shopId, invoice: i }: { shopId: string; invoice: InvoiceDetail }) {
  const t = useTranslations('invoices');
  const timeZone = useTimeZone();
  const facts: Array<[string, ReactNode]> = [
    [t('fields.kind'), t(`kinds.${i.kind}` as 'kinds.6')],
    [t('fields.createdAt'), formatDateTime(i.createdAt, timeZone)],
    [t('fields.customer'), i.customer ? [i.customer.name, i.customer.phone].filter(Boolean).join(' · ') : t('walkIn')],
    [t('fields.staff'), i.createdBy.name],
    ...(i.activity ? [[t('fields.activity'), <Link key="a" href={shopPath(shopId, `/activities/${i.activity.id}`)}>{i.activity.code}</Link>] as [string, ReactNode]] : []),
    ...(i.note ? [[t('fields.note'), i.note] as [string, ReactNode]] : []),
  ];
  return (
    <dl className="row small mb-3">
      {facts.map(([label, value]) => (
        <div key={label} className="col-sm-6 d-flex gap-2 mb-1">
          <dt className="fw-normal text-body-secondary text-nowrap">{label}:</dt>
          <dd className="mb-0" style={{ whiteSpace: 'pre-line' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One invoice beside the sales history: a panel from the right, wide enough for its lines at 1366 px
 * and the whole screen on a tablet, so the list keeps its place behind it. Printing, on A5 or on the
 * counter's 80 mm roll, for everyone who reads the history; "Hủy hóa đơn" for the shop admin and the
 * accountant (INVOICE_VOID).
 */
export function InvoiceOffcanvas({ shopId, invoiceId, onClose }: { shopId: string; invoiceId: string; onClose: () => void }) {
  const t = useTranslations('invoices');
  const tc = useTranslations('common');
  const locale = useLocale();
  const titleId = useId();
  const mayVoid = useHasPermission('INVOICE_VOID');
  const { data: invoice } = useInvoice(shopId, invoiceId);
  const [voiding, setVoiding] = useState(false);
  const voided = invoice?.status === InvoiceStatus.VOIDED;

  return (
    <Offcanvas show onHide={onClose} placement="end" aria-labelledby={titleId} style={{ width: 'min(100vw, 56rem)' }}>
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Offcanvas.Title id={titleId}>{t('panel.title', { code: invoice?.code ?? '…' })}</Offcanvas.Title>
          {invoice && <InvoiceStatusBadge status={invoice.status} />}
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {!invoice ? (
          <div className="text-center py-4">
            <Spinner size="sm" role="status" aria-label={tc('loading')} />
          </div>
        ) : (
          <>
            <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
              <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, invoice.id)}>
                <i className="bi bi-printer me-2" aria-hidden="true" />
                {t('actions.print')}
              </Button>
              <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, invoice.id, 'receipt')}>
                <i className="bi bi-receipt me-2" aria-hidden="true" />
                {t('actions.printReceipt')}
              </Button>
              {mayVoid && !voided && (
                <OpenerButton variant="outline-danger" onClick={() => setVoiding(true)}>
                  <i className="bi bi-x-octagon me-2" aria-hidden="true" />
                  {t('actions.void')}
                </OpenerButton>
              )}
            </div>
            {voided && invoice.voidedAt && (
              <Alert variant="danger" className="py-2">
                <InvoiceVoidedNotice invoice={invoice} />
              </Alert>
            )}
            <InvoiceFacts shopId={shopId} invoice={invoice} />
            <h3 className="h6">{t('lines.title')}</h3>
            <InvoiceLinesTable invoice={invoice} />
            <InvoiceTotals invoice={invoice} />
            <h3 className="h6 mt-4">{t('payments.title')}</h3>
            <InvoicePaymentsTable payments={invoice.payments} />
            <RecordHistory shopId={shopId} entityId={invoice.id} />
          </>
        )}
      </Offcanvas.Body>
      {voiding && invoice && <VoidInvoiceDialog shopId={shopId} invoice={invoice} onClose={() => setVoiding(false)} />}
    </Offcanvas>
  );
}
