import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('overview');

// Thống kê › Tổng quan: this route takes /statistics over from the menu's "coming soon" catch-all
export default async function ShopStatisticsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.statistics}>
      {/* the screen reads its period and branch from the URL (useSearchParams) */}
      <Suspense>
        <StatisticsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
