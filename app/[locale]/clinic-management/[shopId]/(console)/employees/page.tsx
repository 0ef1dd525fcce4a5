import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { EmployeesPage } from '@/features/employees/components/employees-page';

export const generateMetadata = () => pageMetadata('stores.employees');

export default async function ShopEmployeesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <EmployeesPage shopId={shopId} />
    </Suspense>
  );
}
