import { promotionKeys } from '@/entities/promotions/promotion-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type Promotion, type PromotionInput, promotionResponse } from '@/lib/contracts/promotions';

/** POST /promotions, or PUT /promotions/{id} when editing. */
export async function savePromotion(input: { id?: string; values: PromotionInput }): Promise<Promotion> {
  const { data } = input.id ? await api.put(`/promotions/${input.id}`, input.values) : await api.post('/promotions', input.values);
  return promotionResponse.parse(data);
}

// silent: the form puts the errors under their fields (a code taken, a product not found)
export const useSavePromotion = () => useInvalidatingMutation(savePromotion, [promotionKeys.all], { silent: true });

/** The list's switch: PUT /promotions/{id}/status, nothing else changed. */
export async function setPromotionActive(input: { id: string; isActive: boolean }): Promise<Promotion> {
  const { data } = await api.put(`/promotions/${input.id}/status`, { isActive: input.isActive });
  return promotionResponse.parse(data);
}

export const useSetPromotionActive = () => useInvalidatingMutation(setPromotionActive, [promotionKeys.all]);
