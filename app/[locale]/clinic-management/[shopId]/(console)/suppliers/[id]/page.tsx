import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { SupplierDetailPage } from '@/features/suppliers/components/supplier-detail-page';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('categories.suppliers');

export default async function ShopSupplierPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.supplier}>
      <SupplierDetailPage shopId={shopId} supplierId={id} />
    </PageMessages>
  );
}
