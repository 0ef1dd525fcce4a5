import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { customerKeys } from '@/entities/customers/customer-keys';
import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { customerCollection, type CustomerPaymentInput } from '@/lib/contracts/customer-debts';
import { customerDebtKeys } from './customer-debt-keys';

/** POST /customer-debts/{id}/payments: one amount, settling the oldest invoices first, as one PT voucher. */
export async function collectCustomerDebt(input: { shopId: string; customerId: string; values: CustomerPaymentInput }) {
  const { data } = await api.post(`/customer-debts/${input.customerId}/payments`, input.values, { headers: { 'shop-Id': input.shopId } });
  return customerCollection.parse(data);
}

// The invoices' paid amounts and the customer's debt on their page change too.
// silent: the dialog shows a refused amount under its field
export const useCollectCustomerDebt = () =>
  useInvalidatingMutation(collectCustomerDebt, [customerDebtKeys.all, cashVoucherKeys.all, invoiceKeys.all, customerKeys.all], { silent: true });
