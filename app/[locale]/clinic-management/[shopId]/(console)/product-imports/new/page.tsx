import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductImportPage } from '@/features/product-imports/components/product-import-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.product-imports');

export default async function NewProductImportPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.productImport}>
      <ProductImportPage shopId={shopId} />
    </PageMessages>
  );
}
