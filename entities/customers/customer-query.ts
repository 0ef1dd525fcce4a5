import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { customerDetail } from '@/lib/contracts/customers';
import { customerKeys } from './customer-keys';

/** GET /customers/{id}: a customer with their pets, debt and credit; an unknown or another shop's id answers 404 (→ the 404 page). */
export async function getCustomer(shopId: string, id: string) {
  const { data } = await api.get(`/customers/${id}`, { headers: { 'shop-Id': shopId } });
  return customerDetail.parse(data);
}

export const customerQuery = (shopId: string, id: string) => queryOptions({ queryKey: customerKeys.detail(shopId, id), queryFn: () => getCustomer(shopId, id) });

export const useCustomer = (shopId: string, id: string) => useQuery(customerQuery(shopId, id));
