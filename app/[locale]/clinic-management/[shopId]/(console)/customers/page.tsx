import { pageMetadata } from '@/components/layout/coming-soon';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { CUSTOMER_LIST_FILTERS } from '@/features/customers/api/list-customers';
import { customerKeys } from '@/entities/customers/customer-keys';
import { customerListQuery } from '@/lib/contracts/customers';
import { listCustomers } from '@/server/modules/customers/list-customers';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { catalogueListPage } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.customers');

export default catalogueListPage({ permission: 'CUSTOMER_VIEW_DETAILS', filterKeys: CUSTOMER_LIST_FILTERS, keys: customerKeys, query: customerListQuery, list: listCustomers, Screen: CustomersPage, namespaces: SCREEN_NAMESPACES.customers });
