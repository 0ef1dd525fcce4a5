import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { StayLogPrint } from '@/features/accommodation/components/stay-log-print';
import { isCalendarDay } from '@/lib/contracts/rules';
import { idParams } from '@/lib/contracts/params';
import { todayIn } from '@/lib/format';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('hotels');

type Props = { params: Promise<{ shopId: string; id: string }>; searchParams: Promise<{ day?: string }> };

// One day of a stay's care log or treatment sheet on A4 (today unless ?day=YYYY-MM-DD); the stay
// through the API, which answers 404 for another shop's.
export default async function StayLogPrintPage({ params, searchParams }: Props) {
  const [{ shopId, id }, { day }] = await Promise.all([params, searchParams]);
  if (!idParams.safeParse({ id }).success) notFound();
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.stayPrint}>
      <StayLogPrint shopId={shopId} stayId={id} day={day && isCalendarDay(day) ? day : todayIn(shop.timeZone)} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />
    </PageMessages>
  );
}
