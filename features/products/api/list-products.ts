import { productKeys } from '@/entities/products/product-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { productPage } from '@/lib/contracts/products';

/** The filters the products list keeps in its URL, besides page, page size and sort. */
export const PRODUCT_LIST_FILTERS = ['search', 'group', 'lowStock'] as const;

/** One page of the shop's products, as the list screen asks for it. */
export const productsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/products', keys: productKeys, page: productPage }, shopId, request);
