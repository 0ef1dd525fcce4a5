import { Suspense } from 'react';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PetsPage } from '@/features/pets/components/pets-page';
import { PET_LIST_FILTERS, petKeys } from '@/lib/api/catalogue-keys';
import { petListQuery } from '@/lib/contracts/pets';
import { getDb } from '@/server/db/client';
import { listPets } from '@/server/modules/pets/list-pets';
import { PrefetchedList } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.pets');

export default async function ShopPetsPage({ params, searchParams }: { params: Promise<{ shopId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { shopId } = await params;
  return (
    <PrefetchedList
      shopId={shopId}
      permission="PET_VIEW_DETAILS"
      searchParams={searchParams}
      filterKeys={PET_LIST_FILTERS}
      queryKey={(request) => petKeys.list(shopId, request)}
      load={(id, query) => listPets(getDb(), { shopId: id, query: petListQuery.parse(query) })}
    >
      <Suspense>
        <PetsPage shopId={shopId} />
      </Suspense>
    </PrefetchedList>
  );
}
