import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { shopChainKeys } from '@/entities/shops/shop-chain';
import { type ShopResponse, shopResponse, type UpdateShopInfoInput } from '@/lib/contracts/shops';
import { profileKeys } from './profile-keys';

// Multipart (SPEC §7): plain fields, bankInfo and vatSettings as JSON, the logo as `document`;
// the stock setting (DESIGN §6) as true or false.
export async function updateShopInfo({ shopId, values, logo }: { shopId: string; values: UpdateShopInfoInput; logo: File | null }): Promise<ShopResponse> {
  const form = new FormData();
  form.set('name', values.name);
  form.set('alias', values.alias);
  form.set('phone', values.phone);
  form.set('address', values.address);
  form.set('bankInfo', JSON.stringify(values.bankInfo));
  form.set('vatSettings', JSON.stringify(values.vatSettings));
  if (values.allowSellingOutOfStock !== undefined) form.set('allowSellingOutOfStock', String(values.allowSellingOutOfStock));
  if (values.printAfterPayment !== undefined) form.set('printAfterPayment', values.printAfterPayment);
  for (const clock of ['opensAt', 'closesAt', 'lateCheckOutAfter'] as const) if (values[clock] !== undefined) form.set(clock, values[clock]);
  if (logo) form.set('document', logo);
  const { data } = await api.put('/shops/info', form, { headers: { 'shop-Id': shopId } });
  return shopResponse.parse(data);
}

export function useUpdateShopInfo(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { values: UpdateShopInfoInput; logo: File | null }) => updateShopInfo({ shopId, ...input }),
    meta: { silent: true },
    onSuccess: (shop) => {
      queryClient.setQueryData(profileKeys.shopInfo(shopId), shop);
      void queryClient.invalidateQueries({ queryKey: shopChainKeys.all });
    },
  });
}
