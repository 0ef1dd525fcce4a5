'use client';

import { useTranslations } from 'next-intl';
import { DebtOffcanvas } from '@/components/debts/debt-offcanvas';
import { CustomerDebtSection } from '@/entities/customer-debts/customer-debt-section';
import type { CustomerDebtSummary } from '@/lib/contracts/customer-debts';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';

/** One customer's debt beside the list: its invoices, its collections and "Thu nợ". */
export function CustomerDebtOffcanvas({ shopId, customer, onClose }: { shopId: string; customer: CustomerDebtSummary['customer']; onClose: () => void }) {
  const t = useTranslations('customer-debts');
  const mayViewCustomer = useHasPermission('CUSTOMER_VIEW_DETAILS');
  const subtitle = (
    <>
      {customer.phone}
      {mayViewCustomer && (
        <>
          {customer.phone && ' · '}
          <Link href={shopPath(shopId, `/customers/${customer.id}`)}>{t('customerPage')}</Link>
        </>
      )}
    </>
  );
  return (
    <DebtOffcanvas title={t('panel.title', { name: customer.name })} subtitle={subtitle} onClose={onClose}>
      <CustomerDebtSection shopId={shopId} customerId={customer.id} />
    </DebtOffcanvas>
  );
}
