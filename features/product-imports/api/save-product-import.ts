import { api } from '@/lib/api/client';
import { type ProductImportInput, productImportResponse } from '@/lib/contracts/product-imports';
import { useImportMutation } from './use-import-mutation';

/** POST /product-imports for a new import, PUT /product-imports/{id} for a draft; `complete` in the body completes it too. */
export async function saveProductImport(shopId: string, input: { id?: string; body: ProductImportInput }) {
  const config = { headers: { 'shop-Id': shopId } };
  const { data } = input.id ? await api.put(`/product-imports/${input.id}`, input.body, config) : await api.post('/product-imports', input.body, config);
  return productImportResponse.parse(data);
}

export const useSaveProductImport = (shopId: string) => useImportMutation(shopId, (input: { id?: string; body: ProductImportInput }) => saveProductImport(shopId, input));
