import { keyFactory } from '@/lib/api/key-factory';

export const stockTakeKeys = keyFactory('stock-takes');
