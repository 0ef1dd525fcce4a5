import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/layout/error-page';

export async function generateMetadata() {
  const t = await getTranslations('common');
  return { title: t('pageTitle', { product: t('product'), page: t('notFound.title') }) };
}

export default async function NotFoundPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <ErrorPage kind="notFound" homeHref={`/${locale}`} />;
}
