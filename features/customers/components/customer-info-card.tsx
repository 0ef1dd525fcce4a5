'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { DetailList } from '@/components/ui/detail-list';
import type { CustomerDetail } from '@/lib/contracts/customers';
import { formatDate, formatVnd } from '@/lib/format';

/**
 * Contact details, the current debt (unpaid invoice amounts, DESIGN §4) and, when the shop holds
 * some for them, the customer's credit (a voided invoice's money kept, spent at the next payment).
 */
export function CustomerInfoCard({ customer }: { customer: CustomerDetail }) {
  const t = useTranslations('customers');
  const timeZone = useTimeZone();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('detail.info')}</Card.Header>
      <Card.Body>
        <div className="mb-3 p-3 rounded bg-body-tertiary">
          <div className="small text-body-secondary">{t('detail.debt')}</div>
          <div className={`fs-4 fw-semibold ${customer.debt > 0 ? 'text-danger' : ''}`}>{formatVnd(customer.debt)}</div>
        </div>
        {customer.credit > 0 && (
          <div className="mb-3 p-3 rounded bg-success-subtle" role="group" aria-label={t('detail.credit')}>
            <div className="small text-body-secondary">{t('detail.credit')}</div>
            <div className="fs-4 fw-semibold text-success">{formatVnd(customer.credit)}</div>
            <div className="small text-body-secondary">{t('detail.creditHint')}</div>
          </div>
        )}
        <DetailList
          items={[
            [t('fields.phone'), customer.phone],
            [t('fields.email'), customer.email],
            [t('fields.address'), customer.address],
            [t('fields.note'), customer.note],
            [t('fields.createdAt'), formatDate(customer.createdAt, timeZone)],
          ]}
        />
      </Card.Body>
    </Card>
  );
}
