import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { SchedulePage } from '@/features/appointments/components/schedule-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('schedule');

// the shop's opening hours bound the calendar's days and every booking (issue 19 §5)
export default async function ShopSchedulePage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<{ view?: string }> }) {
  const [{ shopId }, { view }] = await Promise.all([params, searchParams]);
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.schedule}>
      <SchedulePage shopId={shopId} hours={{ opensAt: shop.opensAt, closesAt: shop.closesAt }} initialView={view} />
    </PageMessages>
  );
}
