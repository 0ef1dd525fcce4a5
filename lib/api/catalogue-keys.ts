import { keyFactory } from '@/lib/api/key-factory';

export const customerKeys = keyFactory('customers');
