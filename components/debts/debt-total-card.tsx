'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { Card, Form } from 'react-bootstrap';
import { formatVnd } from '@/lib/format';
import type { DebtNamespace } from './debt-namespace';

interface DebtTotalCardProps {
  namespace: DebtNamespace;
  /** the list's answer: what every filtered row owes, and how many rows */
  page: { totalDebt: number; total: number } | undefined;
  owingOnly: boolean;
  onOwingOnly: (on: boolean) => void;
  /** more figures beside the total (the customers' debt by age) */
  children?: ReactNode;
}

/** Above a debts list: the total owed over every page of the filtered list, and "only who owes". */
export function DebtTotalCard({ namespace, page, owingOnly, onOwingOnly, children }: DebtTotalCardProps) {
  const t = useTranslations(namespace);
  const switchId = useId();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <div className="small text-body-secondary">{t('totalDebt')}</div>
          <div className="fs-3 fw-semibold text-danger" aria-live="polite">
            {page?.totalDebt === undefined ? '…' : formatVnd(page.totalDebt)}
          </div>
          {owingOnly && page && <div className="small text-body-secondary">{t('owedBy', { count: page.total })}</div>}
        </div>
        {children}
        <Form.Check type="switch" role="switch" id={switchId} label={t('owingOnly')} checked={owingOnly} onChange={(e) => onOwingOnly(e.target.checked)} />
      </Card.Body>
    </Card>
  );
}
