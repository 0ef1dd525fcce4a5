import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { CustomerDisplay } from '@/features/counter/components/customer-display';
import { fileUrl } from '@/lib/contracts/session';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export async function generateMetadata() {
  const t = await getTranslations();
  return { title: t('common.pageTitle', { product: t('common.product'), page: t('counter.display.title') }) };
}

// The customer display of the retail counter, opened from it in a window of the same browser (the
// layout above has checked the session and the shop): no menu, nothing but what the customer sees.
export default async function CounterDisplayPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.counterDisplay}>
      <CustomerDisplay shopId={shopId} shop={{ name: shop.name, logo: fileUrl(shop.logoFileId) }} />
    </PageMessages>
  );
}
