import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { StayPage } from '@/features/accommodation/components/stay-page';
import { isUuid } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('hotels');

export default async function ShopStayPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!isUuid(id)) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.stay}>
      <StayPage shopId={shopId} stayId={id} />
    </PageMessages>
  );
}
