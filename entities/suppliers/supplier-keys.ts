import { keyFactory } from '@/lib/api/key-factory';

export const supplierKeys = keyFactory('suppliers');
