import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductsPage } from '@/features/products/components/products-page';

export const generateMetadata = () => pageMetadata('categories.products');

export default async function ShopProductsPage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  return (
    <Suspense>
      <ProductsPage shopId={shopId} />
    </Suspense>
  );
}
