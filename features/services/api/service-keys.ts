import { keyFactory } from '@/lib/api/key-factory';

export const serviceKeys = keyFactory('services');

/** The filters the services list keeps in its URL, besides page, page size and sort. */
export const SERVICE_LIST_FILTERS = ['search', 'group', 'active'] as const;
