'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import { formatVnd } from '@/lib/format';
import type { DebtNamespace, OwedDocument } from './debt-namespace';

/**
 * Which documents an amount pays before it is sent, oldest first (DESIGN §6), computed as the server
 * will settle it, and what each one still owes afterwards.
 */
export function SettlePreview({ namespace, amount, documents }: { namespace: DebtNamespace; amount: number; documents: readonly OwedDocument[] }) {
  const t = useTranslations(namespace);
  const titleId = useId();
  const parts = settleOldestFirst(amount, documents);
  if (parts.length === 0) return <p className="small text-body-secondary">{t('pay.previewEmpty')}</p>;
  return (
    <div className="mb-3" aria-live="polite">
      <p className="small mb-1" id={titleId}>
        {t('pay.preview')}
      </p>
      <ul className="list-unstyled small mb-0" aria-labelledby={titleId}>
        {parts.map((part) => {
          const document = documents.find((d) => d.id === part.id)!;
          const left = document.debt - part.amount;
          return (
            <li key={part.id} className="d-flex justify-content-between gap-2 border-bottom py-1">
              <span className="fw-semibold">{document.code}</span>
              <span>
                {formatVnd(part.amount)} <span className="text-body-secondary">({left === 0 ? t('pay.cleared') : t('pay.remaining', { amount: formatVnd(left) })})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
