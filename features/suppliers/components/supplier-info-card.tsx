'use client';

import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { DetailList } from '@/components/ui/detail-list';
import type { Supplier } from '@/lib/contracts/suppliers';

/** A supplier's contact details and the bank account to pay them into (SPEC §3). */
export function SupplierInfoCard({ supplier: s }: { supplier: Supplier }) {
  const t = useTranslations('suppliers');
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('detail.info')}</Card.Header>
      <Card.Body>
        <DetailList
          items={[
            [t('fields.alias'), s.alias],
            [t('fields.phone'), s.phone],
            [t('fields.address'), s.address],
            [t('fields.bankName'), s.bankName],
            [t('fields.bankBranch'), s.bankBranch],
            [t('fields.accountNumber'), s.accountNumber && <span className="font-monospace">{s.accountNumber}</span>],
            [t('fields.accountName'), s.accountName],
          ]}
        />
      </Card.Body>
    </Card>
  );
}
