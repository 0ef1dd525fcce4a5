import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { SupplierDebtsPage } from '@/features/supplier-debts/components/supplier-debts-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('debts.suppliers');

export default async function ShopSupplierDebtsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.supplierDebts}>
      {/* the screen reads its filters from the URL (useSearchParams) */}
      <Suspense>
        <SupplierDebtsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
