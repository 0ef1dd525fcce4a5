import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type CashVoucherInput, cashVoucherResponse } from '@/lib/contracts/cash-vouchers';

/** POST /cash-vouchers: a voucher written by hand (an expense or other income). */
export async function createCashVoucher(input: { shopId: string; values: CashVoucherInput }) {
  const { data } = await api.post('/cash-vouchers', input.values, { headers: { 'shop-Id': input.shopId } });
  return cashVoucherResponse.parse(data);
}

// silent: the form shows the field errors
export const useCreateCashVoucher = () => useInvalidatingMutation(createCashVoucher, [cashVoucherKeys.all], { silent: true });
