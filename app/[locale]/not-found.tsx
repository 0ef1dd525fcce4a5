import { getLocale } from 'next-intl/server';
import { ErrorPage } from '@/components/layout/error-page';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <ErrorPage kind="notFound" homeHref={`/${locale}`} />;
}
