import { api } from '@/lib/api/client';
import { productImportResponse } from '@/lib/contracts/product-imports';
import { useImportMutation } from './use-import-mutation';

/** POST /product-imports/{id}/void with a reason: its goods leave stock and what was paid comes back (DESIGN §6). */
export async function voidProductImport(shopId: string, input: { id: string; reason: string }) {
  const { data } = await api.post(`/product-imports/${input.id}/void`, { reason: input.reason }, { headers: { 'shop-Id': shopId } });
  return productImportResponse.parse(data);
}

export const useVoidProductImport = (shopId: string) => useImportMutation(shopId, (input: { id: string; reason: string }) => voidProductImport(shopId, input));
