import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('stores.promotions');

export default async function ShopPromotionsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.promotions}>
      {/* the list reads its filters from the URL (useSearchParams) */}
      <Suspense>
        <PromotionsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
