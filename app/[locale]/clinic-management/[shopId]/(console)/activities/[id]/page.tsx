import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ActivityPage } from '@/features/activities/components/activity-page';
import { isUuid } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('dashboards');

export default async function ShopActivityPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!isUuid(id)) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.activity}>
      <ActivityPage shopId={shopId} activityId={id} />
    </PageMessages>
  );
}
