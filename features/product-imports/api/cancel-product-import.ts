import { api } from '@/lib/api/client';
import { productImportResponse } from '@/lib/contracts/product-imports';
import { useImportMutation } from './use-import-mutation';

/** POST /product-imports/{id}/cancel: a draft is dropped; nothing had moved, so nothing is reversed. */
export async function cancelProductImport(shopId: string, id: string) {
  const { data } = await api.post(`/product-imports/${id}/cancel`, {}, { headers: { 'shop-Id': shopId } });
  return productImportResponse.parse(data);
}

export const useCancelProductImport = (shopId: string) => useImportMutation(shopId, (id: string) => cancelProductImport(shopId, id));
