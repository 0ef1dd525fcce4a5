import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ServiceQueuePage } from '@/features/activities/components/service-queue-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('services');

// every queue at once: the lines of all the queue groups
export default async function ShopServiceQueuesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  const t = await getTranslations('menu');
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.serviceQueue}>
      <Suspense>
        <ServiceQueuePage shopId={shopId} title={t('services')} />
      </Suspense>
    </PageMessages>
  );
}
