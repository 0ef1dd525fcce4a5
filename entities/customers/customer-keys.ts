import { keyFactory } from '@/lib/api/key-factory';

// A customer's keys: their lists, their page and the typeahead's options (customer-options.ts).
export const customerKeys = keyFactory('customers');
