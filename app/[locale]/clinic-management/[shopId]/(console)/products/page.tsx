import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductsPage } from '@/features/products/components/products-page';
import { PRODUCT_LIST_FILTERS, productKeys } from '@/features/products/api/product-keys';
import { productListQuery } from '@/lib/contracts/products';
import { getDb } from '@/server/db/client';
import { listProducts } from '@/server/modules/products/list-products';
import { PrefetchedList } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.products');

export default async function ShopProductsPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { shopId } = await params;
  return (
    <PrefetchedList
      shopId={shopId}
      permission="PRODUCT_VIEW_DETAILS"
      searchParams={searchParams}
      filterKeys={PRODUCT_LIST_FILTERS}
      queryKey={(request) => productKeys.list(shopId, request)}
      load={(id, query) => listProducts(getDb(), { shopId: id, query: productListQuery.parse(query) })}
    >
      <Suspense>
        <ProductsPage shopId={shopId} />
      </Suspense>
    </PrefetchedList>
  );
}
