import { pageMetadata } from '@/components/layout/coming-soon';
import { ServicesPage } from '@/features/services/components/services-page';
import { SERVICE_LIST_FILTERS } from '@/features/services/api/list-services';
import { serviceKeys } from '@/entities/services/service-keys';
import { serviceListQuery } from '@/lib/contracts/services';
import { listServices } from '@/server/modules/services/list-services';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { catalogueListPage } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.services');

export default catalogueListPage({ permission: 'SERVICE_VIEW_DETAILS', filterKeys: SERVICE_LIST_FILTERS, keys: serviceKeys, query: serviceListQuery, list: listServices, Screen: ServicesPage, namespaces: SCREEN_NAMESPACES.services });
