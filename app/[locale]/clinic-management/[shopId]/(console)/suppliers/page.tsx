import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';
import { SUPPLIER_LIST_FILTERS, supplierKeys } from '@/features/suppliers/api/supplier-keys';
import { supplierListQuery } from '@/lib/contracts/suppliers';
import { getDb } from '@/server/db/client';
import { listSuppliers } from '@/server/modules/suppliers/list-suppliers';
import { PrefetchedList } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.suppliers');

export default async function ShopSuppliersPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { shopId } = await params;
  return (
    <PrefetchedList
      shopId={shopId}
      permission="SUPPLIER_VIEW_DETAILS"
      searchParams={searchParams}
      filterKeys={SUPPLIER_LIST_FILTERS}
      queryKey={(request) => supplierKeys.list(shopId, request)}
      load={(id, query) => listSuppliers(getDb(), { shopId: id, query: supplierListQuery.parse(query) })}
    >
      <Suspense>
        <SuppliersPage shopId={shopId} />
      </Suspense>
    </PrefetchedList>
  );
}
