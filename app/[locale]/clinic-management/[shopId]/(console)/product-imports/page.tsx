import { Suspense } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductImportsPage } from '@/features/product-imports/components/product-imports-page';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('inventories.product-imports');

export default async function ShopProductImportsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.productImports}>
      {/* the list reads its filters from the URL (useSearchParams) */}
      <Suspense>
        <ProductImportsPage shopId={shopId} />
      </Suspense>
    </PageMessages>
  );
}
