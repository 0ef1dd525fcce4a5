import { keyFactory } from '@/lib/api/key-factory';

export const supplierKeys = keyFactory('suppliers');

/** The filters the suppliers list keeps in its URL, besides page, page size and sort. */
export const SUPPLIER_LIST_FILTERS = ['search'] as const;
