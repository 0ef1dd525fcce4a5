import { pageMetadata } from '@/components/layout/coming-soon';
import { ChainsPage } from '@/features/admin/components/chains-page';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('adminChains');

export default function AdminChainsPage() {
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.adminChains}>
      <ChainsPage />
    </PageMessages>
  );
}
