import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ShopsPage } from '@/features/admin/components/shops-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('adminShops');

export default function AdminShopsPage() {
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.adminShops}>
      <Suspense>
        <ShopsPage />
      </Suspense>
    </PageMessages>
  );
}
