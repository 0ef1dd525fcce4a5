import { productImportKeys } from '@/entities/product-imports/product-import-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { productImportPage } from '@/lib/contracts/product-imports';

/** The filters the imports list keeps in its URL, besides page, page size and sort. */
export const PRODUCT_IMPORT_LIST_FILTERS = ['search', 'supplierId', 'status', 'from', 'to'] as const;

/** One page of the shop's imports, as the list screen asks for it. */
export const productImportsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/product-imports', keys: productImportKeys, page: productImportPage }, shopId, request);
