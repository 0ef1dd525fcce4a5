'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { formatVnd } from '@/lib/format';

export type TotalKey = 'subtotal' | 'importDiscount' | 'otherCosts' | 'total' | 'paid' | 'debt';

interface ImportTotalsProps {
  rows: Array<[TotalKey, number]>;
  /** the row set in bold (a debt above zero in red) */
  emphasis?: TotalKey;
  className?: string;
}

/** Every sum of a saved import, in the order a paper phiếu nhập reads them. */
export const savedImportTotals = (record: Pick<ProductImport, 'subtotal' | 'discount' | 'otherCosts' | 'total' | 'paid' | 'debt'>): Array<[TotalKey, number]> => [
  ['subtotal', record.subtotal],
  ['importDiscount', record.discount],
  ['otherCosts', record.otherCosts],
  ['total', record.total],
  ['paid', record.paid],
  ['debt', record.debt],
];

/**
 * An import's sums, label and amount side by side (the form as typed, the import's page, its print
 * view). Each amount is named by its label, so a screen reader reads "Tổng cần trả 1.234.000 ₫".
 */
export function ImportTotals({ rows, emphasis, className = 'my-2' }: ImportTotalsProps) {
  const t = useTranslations('product-imports.fields');
  const id = useId();
  return (
    <dl className={`mb-0 ${className}`}>
      {rows.map(([key, amount]) => (
        <div key={key} className={`d-flex justify-content-between gap-3 py-1 ${key === emphasis ? 'fw-semibold border-top' : ''}`}>
          <dt className="fw-normal" id={`${id}-${key}`}>
            {t(key)}
          </dt>
          <dd className={`mb-0 text-end text-nowrap ${key === emphasis && key === 'debt' && amount > 0 ? 'text-danger' : ''}`} aria-labelledby={`${id}-${key}`}>
            {formatVnd(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
