import { keyFactory } from '@/lib/api/key-factory';

export const petKeys = keyFactory('pets');
// A pet's change shows on its owner's page and in the customers' pet counts.
export const ownerKeys = keyFactory('customers');
