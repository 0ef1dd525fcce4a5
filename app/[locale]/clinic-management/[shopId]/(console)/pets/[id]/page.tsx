import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PetDetailPage } from '@/features/pets/components/pet-detail-page';
import { idParams } from '@/lib/contracts/params';

export const generateMetadata = () => pageMetadata('categories.pets');

export default async function ShopPetPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return <PetDetailPage shopId={shopId} petId={id} />;
}
