import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { InventoryTrackingPage } from '@/features/inventory/components/inventory-tracking-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.inventory-tracking');

export default async function ShopInventoryTrackingPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.inventory}>
      {/* the screen reads its tab and filters from the URL (useSearchParams) */}
      <Suspense>
        <InventoryTrackingPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
