import { keyFactory } from '@/lib/api/key-factory';

export const petKeys = keyFactory('pets');
