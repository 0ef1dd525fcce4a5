import { pageMetadata } from '@/components/layout/coming-soon';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';
import { SUPPLIER_LIST_FILTERS } from '@/features/suppliers/api/list-suppliers';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { supplierListQuery } from '@/lib/contracts/suppliers';
import { listSuppliers } from '@/server/modules/suppliers/list-suppliers';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { catalogueListPage } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.suppliers');

export default catalogueListPage({ permission: 'SUPPLIER_VIEW_DETAILS', filterKeys: SUPPLIER_LIST_FILTERS, keys: supplierKeys, query: supplierListQuery, list: listSuppliers, Screen: SuppliersPage, namespaces: SCREEN_NAMESPACES.suppliers });
