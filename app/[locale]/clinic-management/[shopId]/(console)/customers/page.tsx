import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { CUSTOMER_LIST_FILTERS, customerKeys } from '@/lib/api/catalogue-keys';
import { customerListQuery } from '@/lib/contracts/customers';
import { getDb } from '@/server/db/client';
import { listCustomers } from '@/server/modules/customers/list-customers';
import { PrefetchedList } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.customers');

export default async function ShopCustomersPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { shopId } = await params;
  return (
    <PrefetchedList
      shopId={shopId}
      permission="CUSTOMER_VIEW_DETAILS"
      searchParams={searchParams}
      filterKeys={CUSTOMER_LIST_FILTERS}
      queryKey={(request) => customerKeys.list(shopId, request)}
      load={(id, query) => listCustomers(getDb(), { shopId: id, query: customerListQuery.parse(query) })}
    >
      <Suspense>
        <CustomersPage shopId={shopId} />
      </Suspense>
    </PrefetchedList>
  );
}
