import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { StockTakesPage } from '@/features/stock-takes/components/stock-takes-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.inventories');

export default async function ShopStockTakesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.stockTakes}>
      {/* the screen reads its filters from the URL (useSearchParams) */}
      <Suspense>
        <StockTakesPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
