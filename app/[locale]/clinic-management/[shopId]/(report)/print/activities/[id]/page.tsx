import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ActivityRecordPrint } from '@/features/activities/components/activity-record-print';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';
import { findAccessibleShop } from '@/server/auth/shop-access';
import { getDb } from '@/server/db/client';

export const generateMetadata = () => pageMetadata('dashboards');

// A visit's medical record / prescription on A5; the activity through the API, which answers 404
// for another shop's and leaves the record out for a role that may not read it.
export default async function ActivityRecordPrintPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  const session = (await getSession())!;
  const shop = (await findAccessibleShop(getDb(), session.user, shopId))!;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.activityPrint}>
      <ActivityRecordPrint shopId={shopId} activityId={id} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />
    </PageMessages>
  );
}
