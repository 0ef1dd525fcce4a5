import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ActivitiesBoardPage } from '@/features/activities/components/activities-board-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('dashboards');

export default async function ShopActivitiesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.activities}>
      {/* the board reads its day and filters from the URL (useSearchParams) */}
      <Suspense>
        <ActivitiesBoardPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
