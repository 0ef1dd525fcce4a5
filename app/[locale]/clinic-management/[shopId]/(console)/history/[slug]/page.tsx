import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ComingSoon, pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ActivityHistoryPage } from '@/features/activities/components/activity-history-page';
import { HISTORY_SLUGS, type HistorySlug } from '@/lib/enums/activities';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

type Props = { params: Promise<{ shopId: string; slug: string }> };
const isHistory = (slug: string): slug is HistorySlug => slug in HISTORY_SLUGS;

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return isHistory(slug) || slug === 'sales' ? pageMetadata(`histories.${slug}`) : {};
}

// the sales history comes with invoices (checkout)
export default async function ShopHistoryPage({ params }: Props) {
  const { shopId, slug } = await params;
  if (slug === 'sales') return <ComingSoon menuKey="histories.sales" />;
  if (!isHistory(slug)) notFound();
  const t = await getTranslations('menu');
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.activityHistory}>
      <Suspense>
        <ActivityHistoryPage shopId={shopId} type={HISTORY_SLUGS[slug]} title={`${t('history')} · ${t(`histories.${slug}`)}`} />
      </Suspense>
    </PageMessages>
  );
}
