'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Card, Table } from 'react-bootstrap';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { formatDateTime, formatVnd } from '@/lib/format';

/** What was paid on the import and by which voucher: the payment at completion, later debt payments, refunds (negative). */
export function ImportPaymentsCard({ payments }: { payments: ProductImport['payments'] }) {
  const t = useTranslations('product-imports');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('view.payments')}</Card.Header>
      <Card.Body>
        {payments.length === 0 ? (
          <p className="text-body-secondary text-center py-2 mb-0">{t('view.noPayments')}</p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('view.voucher')}</th>
                  <th scope="col">{t('view.paidAt')}</th>
                  <th scope="col">{t('fields.payMethod')}</th>
                  <th scope="col" className="text-end">
                    {t('view.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.voucherId}>
                    <td>{p.voucherCode}</td>
                    <td className="text-nowrap">{formatDateTime(p.createdAt, timeZone)}</td>
                    <td>{tc(`paymentMethods.${p.method}`)}</td>
                    <td className={`text-end text-nowrap ${p.amount < 0 ? 'text-danger' : ''}`}>{formatVnd(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
