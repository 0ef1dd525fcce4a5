'use client';

import { useTranslations } from 'next-intl';
import type { DebtAges } from '@/lib/contracts/customer-debts';
import { formatVnd } from '@/lib/format';

export const AGE_BUCKETS = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;

/** What is owed by the age of its invoices (0–30, 31–60, 61–90, over 90 days), the oldest in red. */
export function DebtAgesList({ ages }: { ages: DebtAges }) {
  const t = useTranslations('customer-debts.ages');
  return (
    <dl className="d-flex flex-wrap gap-4 mb-0" aria-label={t('title')}>
      {AGE_BUCKETS.map((age) => (
        <div key={age}>
          <dt className="small text-body-secondary fw-normal">{t(age)}</dt>
          <dd className={`mb-0 fw-semibold ${age === 'over90' && ages[age] > 0 ? 'text-danger' : ''}`}>{formatVnd(ages[age])}</dd>
        </div>
      ))}
    </dl>
  );
}
