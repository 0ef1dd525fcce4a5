import { keyFactory } from '@/lib/api/key-factory';

export const productKeys = keyFactory('products');

/** The filters the products list keeps in its URL, besides page, page size and sort. */
export const PRODUCT_LIST_FILTERS = ['search', 'group', 'lowStock'] as const;
