import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { supplierDebtDetail } from '@/lib/contracts/supplier-debts';
import { supplierDebtKeys } from './supplier-debt-keys';

/** A supplier's debt: the open imports oldest first, and the payments made and voided. */
export async function getSupplierDebt(shopId: string, supplierId: string) {
  const { data } = await api.get(`/supplier-debts/${supplierId}`, { headers: { 'shop-Id': shopId } });
  return supplierDebtDetail.parse(data);
}

export const supplierDebtQuery = (shopId: string, supplierId: string) =>
  queryOptions({ queryKey: supplierDebtKeys.detail(shopId, supplierId), queryFn: () => getSupplierDebt(shopId, supplierId) });

export const useSupplierDebt = (shopId: string, supplierId: string) => useQuery(supplierDebtQuery(shopId, supplierId));
