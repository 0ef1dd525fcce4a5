import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { ActivityHistoryPage } from '@/features/activities/components/activity-history-page';
import { SalesHistoryPage } from '@/features/invoices/components/sales-history-page';
import { HISTORY_SLUGS, type HistorySlug } from '@/lib/enums/activities';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

type Props = { params: Promise<{ shopId: string; slug: string }> };
const isHistory = (slug: string): slug is HistorySlug => slug in HISTORY_SLUGS;

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return isHistory(slug) || slug === 'sales' ? pageMetadata(`histories.${slug}`) : {};
}

// the activity types' histories list visits; the sales history lists invoices (retail sales and the activities')
export default async function ShopHistoryPage({ params }: Props) {
  const { shopId, slug } = await params;
  if (slug !== 'sales' && !isHistory(slug)) notFound();
  const t = await getTranslations('menu');
  const title = `${t('history')} · ${t(`histories.${slug}`)}`;
  if (slug === 'sales') {
    return (
      <PageMessages namespaces={SCREEN_NAMESPACES.salesHistory}>
        <Suspense>
          <SalesHistoryPage shopId={shopId} title={title} />
        </Suspense>
      </PageMessages>
    );
  }
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.activityHistory}>
      <Suspense>
        <ActivityHistoryPage shopId={shopId} type={HISTORY_SLUGS[slug]} title={title} />
      </Suspense>
    </PageMessages>
  );
}
