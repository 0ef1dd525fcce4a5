import { getTranslations } from 'next-intl/server';
import { getSession } from '@/server/auth/get-session';

export async function generateMetadata() {
  const t = await getTranslations('common');
  return { title: t('pageTitle', { product: t('product'), page: t('home.title') }) };
}

export default async function ShopHomePage() {
  const t = await getTranslations('common');
  const session = await getSession();
  return (
    <section>
      <h1 className="h3">{t('home.title')}</h1>
      <p className="text-body-secondary">{t('home.welcome', { name: session?.user.name ?? '' })}</p>
    </section>
  );
}
