import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { CustomersPage } from '@/features/customers/components/customers-page';

export const generateMetadata = () => pageMetadata('categories.customers');

export default async function ShopCustomersPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <CustomersPage shopId={shopId} />
    </Suspense>
  );
}
