import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';

export const generateMetadata = () => pageMetadata('categories.suppliers');

export default async function ShopSuppliersPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <SuppliersPage shopId={shopId} />
    </Suspense>
  );
}
