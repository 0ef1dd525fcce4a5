import { getTranslations } from 'next-intl/server';
import { getSession } from '@/server/auth/get-session';

export async function generateMetadata() {
  const t = await getTranslations('common');
  return { title: t('pageTitle', { product: t('product'), page: t('admin.title') }) };
}

export default async function AdminHomePage() {
  const t = await getTranslations('common');
  const session = await getSession();
  return (
    <section>
      <h1 className="h3">{t('admin.title')}</h1>
      <p className="text-body-secondary">{t('admin.welcome', { name: session?.user.name ?? '' })}</p>
    </section>
  );
}
