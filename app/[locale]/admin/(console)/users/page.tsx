import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { UsersPage } from '@/features/admin/components/users-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('adminUsers');

export default function AdminUsersPage() {
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.adminUsers}>
      <Suspense>
        <UsersPage />
      </Suspense>
    </PageMessages>
  );
}
