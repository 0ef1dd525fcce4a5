import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { UsersPage } from '@/features/admin/components/users-page';

export const generateMetadata = () => pageMetadata('adminUsers');

export default function AdminUsersPage() {
  return (
    <Suspense>
      <UsersPage />
    </Suspense>
  );
}
