import { pageMetadata } from '@/components/layout/coming-soon';
import { PetsPage } from '@/features/pets/components/pets-page';
import { PET_LIST_FILTERS } from '@/features/pets/api/list-pets';
import { petKeys } from '@/entities/pets/pet-keys';
import { petListQuery } from '@/lib/contracts/pets';
import { listPets } from '@/server/modules/pets/list-pets';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { catalogueListPage } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.pets');

export default catalogueListPage({ permission: 'PET_VIEW_DETAILS', filterKeys: PET_LIST_FILTERS, keys: petKeys, query: petListQuery, list: listPets, Screen: PetsPage, namespaces: SCREEN_NAMESPACES.pets });
