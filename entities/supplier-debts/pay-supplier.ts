import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type SupplierPaymentInput, supplierPaymentResponse } from '@/lib/contracts/supplier-debts';
import { supplierDebtKeys } from './supplier-debt-keys';

/** POST /supplier-debts/{id}/payments: one amount, settling the oldest imports first, as one PC voucher. */
export async function paySupplier(input: { shopId: string; supplierId: string; values: SupplierPaymentInput }) {
  const { data } = await api.post(`/supplier-debts/${input.supplierId}/payments`, input.values, { headers: { 'shop-Id': input.shopId } });
  return supplierPaymentResponse.parse(data);
}

// The imports' paid amounts change too: their lists (`product-imports`) are read again.
// silent: the dialog shows a refused amount under its field
export const usePaySupplier = () => useInvalidatingMutation(paySupplier, [supplierDebtKeys.all, cashVoucherKeys.all, ['product-imports']], { silent: true });
