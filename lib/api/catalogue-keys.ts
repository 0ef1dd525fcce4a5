import { keyFactory } from './key-factory';

// Customers and pets are read on each other's pages (a customer's pets, a pet's owner, the pets
// count), so their keys live here for the features and the shared forms alike.
export const customerKeys = keyFactory('customers');
export const petKeys = keyFactory('pets');
