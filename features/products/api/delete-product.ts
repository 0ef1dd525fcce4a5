import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';
import { productKeys } from '@/entities/products/product-keys';

/** Deletes a product, or deactivates one that a document refers to. */
export async function deleteProduct(id: string) {
  const { data } = await api.delete(`/products/${id}`);
  return deleteResult.parse(data);
}

export const useDeleteProduct = () => useInvalidatingMutation(deleteProduct, [productKeys.all]);
