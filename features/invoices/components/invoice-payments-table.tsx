'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { InvoicePaymentView } from '@/lib/contracts/invoice-views';
import { formatDateTime, formatVnd } from '@/lib/format';

/**
 * The money received on an invoice, oldest first, each with its voucher: a payment at checkout, a
 * deposit taken before it ("Ứng tiền"), money on what it owed ("Hoàn nợ"). A void gives each back
 * by a payment voucher, listed as a negative amount. Money moved on the customer's credit (paid from
 * it, or kept in it on a void) has no voucher: the column says so.
 */
export function InvoicePaymentsTable({ payments }: { payments: InvoicePaymentView[] }) {
  const t = useTranslations('invoices.payments');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  if (payments.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle small mb-0">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('voucher')}</th>
            <th scope="col">{t('createdAt')}</th>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('method')}</th>
            <th scope="col" className="text-end">{t('amount')}</th>
            <th scope="col">{t('staff')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="text-nowrap">{p.voucher ? <span className="font-monospace">{p.voucher.code}</span> : <span className="text-body-secondary">{tc('paymentMethods.CREDIT')}</span>}</td>
              <td className="text-nowrap">{formatDateTime(p.createdAt, timeZone)}</td>
              <td>
                {t(`types.${p.type}` as 'types.0')}
                {p.amount < 0 && <div className="text-danger">{t('refund')}</div>}
              </td>
              <td className="text-nowrap">{tc(`paymentMethods.${p.method}` as 'paymentMethods.CASH')}</td>
              <td className={`text-end text-nowrap ${p.amount < 0 ? 'text-danger' : ''}`}>{p.amount < 0 ? `−${formatVnd(-p.amount)}` : formatVnd(p.amount)}</td>
              <td>{p.createdBy.name}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
