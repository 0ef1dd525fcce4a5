import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ServicesPage } from '@/features/services/components/services-page';

export const generateMetadata = () => pageMetadata('categories.services');

export default async function ShopServicesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <ServicesPage shopId={shopId} />
    </Suspense>
  );
}
