import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PetsPage } from '@/features/pets/components/pets-page';

export const generateMetadata = () => pageMetadata('categories.pets');

export default async function ShopPetsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <PetsPage shopId={shopId} />
    </Suspense>
  );
}
