'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import type { Column } from '@/components/list/data-table';
import type { InvoiceSummary } from '@/lib/contracts/invoice-views';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { formatDateTime, formatVnd } from '@/lib/format';
import { InvoiceStatusBadge, struckIf } from './invoice-labels';

const isVoided = (i: InvoiceSummary) => i.status === InvoiceStatus.VOIDED;

/**
 * The columns of the sales history. The code opens the invoice's panel; a voided invoice's code
 * and amounts are struck through, and what a customer still owes is red.
 */
export function useInvoiceColumns(onOpen: (invoice: InvoiceSummary) => void): Column<InvoiceSummary>[] {
  const t = useTranslations('invoices');
  const timeZone = useTimeZone();
  const amount = (label: string, key: 'total' | 'paid' | 'debt', sort?: string): Column<InvoiceSummary> => ({
    label,
    sort,
    className: 'text-end text-nowrap',
    cell: (i) => <span className={struckIf(isVoided(i))}>{formatVnd(i[key])}</span>,
    cellClassName: key === 'debt' ? (i) => (i.debt > 0 ? 'fw-semibold text-danger' : undefined) : undefined,
  });
  return [
    {
      label: t('fields.code'),
      sort: 'code',
      className: 'text-nowrap',
      cell: (i) => (
        <button type="button" className={`btn btn-link p-0 fw-semibold font-monospace ${isVoided(i) ? 'text-decoration-line-through' : 'text-decoration-none'}`} onClick={() => onOpen(i)}>
          {i.code}
        </button>
      ),
    },
    { label: t('fields.createdAt'), sort: 'createdAt', cell: (i) => formatDateTime(i.createdAt, timeZone) },
    {
      label: t('fields.kind'),
      cell: (i) => (
        <>
          <div>{t(`kinds.${i.kind}` as 'kinds.6')}</div>
          {i.activity && <div className="small text-body-secondary font-monospace">{i.activity.code}</div>}
        </>
      ),
    },
    {
      label: t('fields.customer'),
      cell: (i) =>
        i.customer ? (
          <div style={{ minWidth: '8rem' }}>
            <div>{i.customer.name}</div>
            {i.customer.phone && <div className="small text-body-secondary">{i.customer.phone}</div>}
          </div>
        ) : (
          <span className="text-body-secondary">{t('walkIn')}</span>
        ),
    },
    { label: t('fields.staff'), cell: (i) => i.createdBy.name },
    amount(t('fields.total'), 'total', 'total'),
    amount(t('fields.paid'), 'paid'),
    amount(t('fields.debt'), 'debt', 'debt'),
    { label: t('fields.status'), cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  ];
}
