import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('stores.employees');

export default async function ShopEmployeesPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.employees}>
      <Suspense>
        <EmployeesPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
