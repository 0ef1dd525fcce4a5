import { keyFactory } from '@/lib/api/key-factory';

export const serviceKeys = keyFactory('services');
