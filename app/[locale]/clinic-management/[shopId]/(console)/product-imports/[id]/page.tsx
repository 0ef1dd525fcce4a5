import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductImportPage } from '@/features/product-imports/components/product-import-page';
import { idParams } from '@/lib/contracts/params';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.product-imports');

export default async function ShopProductImportPage({ params }: { params: Promise<{ shopId: string; id: string }> }) {
  const { shopId, id } = await params;
  if (!idParams.safeParse({ id }).success) notFound();
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.productImport}>
      <ProductImportPage shopId={shopId} importId={id} />
    </PageMessages>
  );
}
