'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Badge, Table } from 'react-bootstrap';
import { SettledParts } from '@/components/debts/settled-parts';
import type { SupplierPayment } from '@/lib/contracts/supplier-debts';
import { formatDate, formatVnd } from '@/lib/format';

/**
 * The money paid to a supplier and given back, newest first: each voucher with the imports it
 * settled. A voided payment stays, struck through (DESIGN §6: void, never edit), beside the
 * receipt that reversed it.
 */
export function SupplierPaymentsTable({ payments }: { payments: SupplierPayment[] }) {
  const t = useTranslations('supplier-debts');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  if (payments.length === 0) return <p className="text-body-secondary small mb-0">{t('payments.empty')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t('payments.title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('payments.code')}</th>
            <th scope="col">{t('payments.date')}</th>
            <th scope="col">{t('payments.type')}</th>
            <th scope="col" className="text-end">{t('payments.amount')}</th>
            <th scope="col">{t('payments.method')}</th>
            <th scope="col">{t('payments.settled')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const struck = p.voidedAt ? 'text-decoration-line-through text-body-secondary' : undefined;
            return (
              <tr key={p.voucherId}>
                <td className="text-nowrap">
                  <span className={struck}>{p.code}</span>
                  {p.voidedAt && (
                    <Badge bg="secondary" className="ms-1">
                      {t('payments.voided')}
                    </Badge>
                  )}
                </td>
                <td className="text-nowrap">{formatDate(p.createdAt, timeZone)}</td>
                <td>
                  <div>{tc(`voucherTypes.${p.type}`)}</div>
                  <div className="small text-body-secondary">{tc(`voucherCategories.${p.category}`)}</div>
                </td>
                <td className={`text-end text-nowrap ${struck ?? ''}`}>{formatVnd(p.amount)}</td>
                <td className="text-nowrap">{tc(`paymentMethods.${p.method}`)}</td>
                <td className="small">
                  <SettledParts parts={p.settled.map((s) => ({ ...s, id: s.importId }))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
