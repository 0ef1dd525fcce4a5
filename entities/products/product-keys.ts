import { keyFactory } from '@/lib/api/key-factory';

export const productKeys = keyFactory('products');
