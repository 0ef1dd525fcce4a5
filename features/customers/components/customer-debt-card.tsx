'use client';

import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { CustomerDebtSection } from '@/entities/customer-debts/customer-debt-section';
import type { CustomerDetail } from '@/lib/contracts/customers';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/**
 * A customer's debt on their page, for those who collect debts: the same section as the debts
 * screen's panel, and a way to that screen with the customer searched for.
 */
export function CustomerDebtCard({ shopId, customer }: { shopId: string; customer: Pick<CustomerDetail, 'id' | 'name' | 'phone'> }) {
  const t = useTranslations('customer-debts');
  const search = new URLSearchParams({ search: customer.phone ?? customer.name });
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 fw-semibold mb-0">{t('customerCard.title')}</h2>
        <Link href={shopPath(shopId, `/debt-management/customers?${search.toString()}`)} className="small">
          {t('customerCard.openScreen')}
        </Link>
      </Card.Header>
      <Card.Body>
        <CustomerDebtSection shopId={shopId} customerId={customer.id} />
      </Card.Body>
    </Card>
  );
}
