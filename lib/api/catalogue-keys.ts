import { keyFactory } from './key-factory';

// Customers and pets are read on each other's pages (a customer's pets, a pet's owner, the pets
// count), so their keys live here for the features and the shared forms alike.
export const customerKeys = keyFactory('customers');
export const petKeys = keyFactory('pets');

/** The filters the customers list keeps in its URL, besides page, page size and sort. */
export const CUSTOMER_LIST_FILTERS = ['search', 'withDebt'] as const;

/** The filters the pets list keeps in its URL, besides page, page size and sort. */
export const PET_LIST_FILTERS = ['search', 'species', 'status'] as const;
