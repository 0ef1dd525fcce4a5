import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ShopsPage } from '@/features/admin/components/shops-page';

export const generateMetadata = () => pageMetadata('adminShops');

export default function AdminShopsPage() {
  return (
    <Suspense>
      <ShopsPage />
    </Suspense>
  );
}
