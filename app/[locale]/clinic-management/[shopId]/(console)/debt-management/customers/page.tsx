import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { CustomerDebtsPage } from '@/features/customer-debts/components/customer-debts-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('debts.customers');

export default async function ShopCustomerDebtsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.customerDebts}>
      {/* the screen reads its filters from the URL (useSearchParams) */}
      <Suspense>
        <CustomerDebtsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
