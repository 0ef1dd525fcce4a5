import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { ServicesPage } from '@/features/services/components/services-page';
import { SERVICE_LIST_FILTERS, serviceKeys } from '@/features/services/api/service-keys';
import { serviceListQuery } from '@/lib/contracts/services';
import { getDb } from '@/server/db/client';
import { listServices } from '@/server/modules/services/list-services';
import { PrefetchedList } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.services');

export default async function ShopServicesPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { shopId } = await params;
  return (
    <PrefetchedList
      shopId={shopId}
      permission="SERVICE_VIEW_DETAILS"
      searchParams={searchParams}
      filterKeys={SERVICE_LIST_FILTERS}
      queryKey={(request) => serviceKeys.list(shopId, request)}
      load={(id, query) => listServices(getDb(), { shopId: id, query: serviceListQuery.parse(query) })}
    >
      <Suspense>
        <ServicesPage shopId={shopId} />
      </Suspense>
    </PrefetchedList>
  );
}
