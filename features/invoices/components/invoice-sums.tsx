'use client';

import { useTranslations } from 'next-intl';
import type { InvoicePage } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';

/**
 * What the invoices the filters hold come to, over every page: sold, received, still owed. A
 * voided invoice counts nothing (the API's sums), so the figures match the cash book and the debts.
 */
export function InvoiceSums({ sums }: { sums: InvoicePage['sums'] | undefined }) {
  const t = useTranslations('invoices.sums');
  const figures = [
    { key: 'total', label: t('total'), value: sums?.total, className: '' },
    { key: 'paid', label: t('paid'), value: sums?.paid, className: 'text-success' },
    { key: 'debt', label: t('debt'), value: sums?.debt, className: sums && sums.debt > 0 ? 'text-danger' : '' },
  ] as const;
  return (
    <div role="group" aria-live="polite" aria-label={t('label')}>
      <dl className="d-flex flex-wrap gap-4 mb-0 mt-3">
        {figures.map((f) => (
          <div key={f.key}>
            <dt className="small text-body-secondary fw-normal">{f.label}</dt>
            <dd className={`mb-0 fs-4 fw-semibold ${f.className}`}>{f.value === undefined ? '…' : formatVnd(f.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
