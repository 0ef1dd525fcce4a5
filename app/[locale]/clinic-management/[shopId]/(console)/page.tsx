import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/layout/coming-soon';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { findAccessibleShop } from '@/server/auth/shop-access';

export const generateMetadata = () => pageMetadata('home');

export default async function ShopHomePage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  const t = await getTranslations('common');
  const session = (await getSession())!;
  const shop = await findAccessibleShop(getDb(), session.user, shopId);
  return (
    <section>
      <h1 className="h3">{t('home.title')}</h1>
      <p className="text-body-secondary mb-1">{t('home.welcome', { name: session.user.name })}</p>
      {shop && <p className="text-body-secondary">{t('home.shop', { shop: shop.name })}</p>}
    </section>
  );
}
