import { keyFactory } from '@/lib/api/key-factory';

// A supplier import's keys: the list, each import's page, and what its writes make stale.
export const productImportKeys = keyFactory('product-imports');
