'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { Button, Table } from 'react-bootstrap';
import { SettledParts } from '@/components/debts/settled-parts';
import type { CustomerCollection } from '@/lib/contracts/customer-debts';
import { formatDate, formatVnd } from '@/lib/format';
import { printReceipt } from './print-receipt';

/** What was collected from a customer, newest first: each receipt voucher with the invoices it settled, and its print. */
export function CollectionsTable({ shopId, collections }: { shopId: string; collections: CustomerCollection[] }) {
  const t = useTranslations('customer-debts.collections');
  const tc = useTranslations('common');
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (collections.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col" className="text-end">{t('amount')}</th>
            <th scope="col">{t('method')}</th>
            <th scope="col">{t('staff')}</th>
            <th scope="col">{t('settled')}</th>
          </tr>
        </thead>
        <tbody>
          {collections.map((c) => (
            <tr key={c.voucherId}>
              <td className="text-nowrap">
                {c.code}
                <Button variant="link" size="sm" className="py-0" aria-label={t('print', { code: c.code })} title={t('print', { code: c.code })} onClick={() => printReceipt(locale, shopId, c.voucherId)}>
                  <i className="bi bi-printer" aria-hidden="true" />
                </Button>
              </td>
              <td className="text-nowrap">{formatDate(c.createdAt, timeZone)}</td>
              <td className="text-end text-nowrap">{formatVnd(c.amount)}</td>
              <td className="text-nowrap">{tc(`paymentMethods.${c.method}`)}</td>
              <td>{c.createdBy.name}</td>
              <td className="small">
                <SettledParts parts={c.settled.map((s) => ({ ...s, id: s.invoiceId }))} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
