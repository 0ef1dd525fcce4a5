import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { customerDebtDetail } from '@/lib/contracts/customer-debts';
import { customerDebtKeys } from './customer-debt-keys';

/** A customer's debt: the invoices behind it oldest first, its age, and what was collected. */
export async function getCustomerDebt(shopId: string, customerId: string) {
  const { data } = await api.get(`/customer-debts/${customerId}`, { headers: { 'shop-Id': shopId } });
  return customerDebtDetail.parse(data);
}

export const customerDebtQuery = (shopId: string, customerId: string) =>
  queryOptions({ queryKey: customerDebtKeys.detail(shopId, customerId), queryFn: () => getCustomerDebt(shopId, customerId) });

export const useCustomerDebt = (shopId: string, customerId: string) => useQuery(customerDebtQuery(shopId, customerId));
