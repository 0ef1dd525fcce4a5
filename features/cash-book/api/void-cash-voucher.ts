import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { supplierDebtKeys } from '@/entities/supplier-debts/supplier-debt-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { cashVoucherResponse } from '@/lib/contracts/cash-vouchers';

/** POST /cash-vouchers/{id}/void: the voucher is kept, struck through, and its reversal written (DESIGN §6). */
export async function voidCashVoucher(input: { shopId: string; id: string; reason: string }) {
  const { data } = await api.post(`/cash-vouchers/${input.id}/void`, { reason: input.reason }, { headers: { 'shop-Id': input.shopId } });
  return cashVoucherResponse.parse(data);
}

// A supplier debt payment's void gives the debt back: the debts and the imports are read again too.
// silent: the dialog shows a missing reason under its field
export const useVoidCashVoucher = () => useInvalidatingMutation(voidCashVoucher, [cashVoucherKeys.all, supplierDebtKeys.all, ['product-imports']], { silent: true });
