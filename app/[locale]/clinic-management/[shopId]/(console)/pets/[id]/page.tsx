import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PetDetailPage } from '@/features/pets/components/pet-detail-page';
import { idParams } from '@/lib/contracts/params';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('categories.pets');

export default async function ShopPetPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.pet}>
      <PetDetailPage shopId={shopId} petId={id} />
    </PageMessages>
  );
}
