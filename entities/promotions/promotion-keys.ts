import { keyFactory } from '@/lib/api/key-factory';

export const promotionKeys = keyFactory('promotions');
