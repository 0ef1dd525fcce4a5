import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ServiceQueuePage } from '@/features/activities/components/service-queue-page';
import { SERVICE_QUEUE_SLUGS, type ServiceQueueSlug } from '@/lib/enums/services';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

type Props = { params: Promise<{ shopId: string; slug: string }> };
const isQueue = (slug: string): slug is ServiceQueueSlug => slug in SERVICE_QUEUE_SLUGS;

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return isQueue(slug) ? pageMetadata(`serviceQueues.${slug}`) : {};
}

export default async function ShopServiceQueuePage({ params }: Props) {
  const { shopId, slug } = await params;
  if (!isQueue(slug)) notFound();
  const t = await getTranslations('menu');
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.serviceQueue}>
      <Suspense>
        <ServiceQueuePage shopId={shopId} group={SERVICE_QUEUE_SLUGS[slug]} title={t(`serviceQueues.${slug}`)} />
      </Suspense>
    </PageMessages>
  );
}
