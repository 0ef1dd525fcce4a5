import { pageMetadata } from '@/components/layout/coming-soon';
import { ChainsPage } from '@/features/admin/components/chains-page';

export const generateMetadata = () => pageMetadata('adminChains');

export default function AdminChainsPage() {
  return <ChainsPage />;
}
