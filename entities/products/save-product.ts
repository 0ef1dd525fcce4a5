import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type Product, type ProductInput, productResponse } from '@/lib/contracts/products';
import { productKeys } from './product-keys';

/** POST /products, or PUT /products/{id} when editing; stock on hand is never sent (the ledger keeps it). */
export async function saveProduct(input: { id?: string; values: ProductInput }): Promise<Product> {
  const { data } = input.id ? await api.put(`/products/${input.id}`, input.values) : await api.post('/products', input.values);
  return productResponse.parse(data);
}

// silent: the form shows the field errors (a taken code or barcode is a 409 naming the field)
export const useSaveProduct = () => useInvalidatingMutation(saveProduct, [productKeys.all], { silent: true });
