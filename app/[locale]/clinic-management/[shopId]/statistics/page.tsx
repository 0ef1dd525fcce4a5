import { getTranslations } from 'next-intl/server';

export async function generateMetadata() {
  const t = await getTranslations('common');
  return { title: t('pageTitle', { product: t('product'), page: t('statistics.title') }) };
}

export default async function StatisticsPage() {
  const t = await getTranslations('common');
  return (
    <section>
      <h1 className="h3">{t('statistics.title')}</h1>
      <p className="text-body-secondary">{t('comingSoon')}</p>
    </section>
  );
}
