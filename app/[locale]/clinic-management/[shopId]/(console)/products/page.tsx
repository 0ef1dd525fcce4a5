import { pageMetadata } from '@/components/layout/coming-soon';
import { ProductsPage } from '@/features/products/components/products-page';
import { PRODUCT_LIST_FILTERS } from '@/features/products/api/list-products';
import { productKeys } from '@/entities/products/product-keys';
import { productListQuery } from '@/lib/contracts/products';
import { listProducts } from '@/server/modules/products/list-products';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { catalogueListPage } from '../_prefetch/prefetched-list';

export const generateMetadata = () => pageMetadata('categories.products');

export default catalogueListPage({ permission: 'PRODUCT_VIEW_DETAILS', filterKeys: PRODUCT_LIST_FILTERS, keys: productKeys, query: productListQuery, list: listProducts, Screen: ProductsPage, namespaces: SCREEN_NAMESPACES.products });
