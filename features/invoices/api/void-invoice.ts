import { useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@/entities/activities/activity-keys';
import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { customerKeys } from '@/entities/customers/customer-keys';
import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { productKeys } from '@/entities/products/product-keys';
import { stockKeys } from '@/entities/stock/stock-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import type { InvoiceVoidInput } from '@/lib/contracts/invoice-actions';
import { type InvoiceDetail, invoiceDetail } from '@/lib/contracts/invoice-views';

/**
 * POST /invoices/{id}/void: the invoice stays, voided; its goods come back and its payments are given
 * back by payment vouchers or kept as the customer's credit (DESIGN §6).
 */
export async function voidInvoice(input: { shopId: string; id: string; body: InvoiceVoidInput }): Promise<InvoiceDetail> {
  const { data } = await api.post(`/invoices/${input.id}/void`, input.body, { headers: { 'shop-Id': input.shopId } });
  return invoiceDetail.parse(data);
}

// A void moves stock and money and frees an activity to be invoiced again: the stock, the products,
// the cash book, the customers (their debt and credit), their debts screen (no entity of its own
// yet) and the activities are stale too.
const VOID_TOUCHES = [invoiceKeys.lists(), stockKeys.all, productKeys.all, cashVoucherKeys.all, customerKeys.all, ['customer-debts'], activityKeys.all];

/** The void, its answer shown at once as the invoice on screen; silent: the dialog puts a refusal under the reason. */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  const mutation = useInvalidatingMutation(voidInvoice, VOID_TOUCHES, { silent: true });
  return {
    isPending: mutation.isPending,
    mutate: (input: { shopId: string; id: string; body: InvoiceVoidInput }, handlers: { onSuccess: (voided: InvoiceDetail) => void; onError: (error: unknown) => void }) =>
      mutation.mutate(input, {
        onSuccess: (voided) => {
          queryClient.setQueryData(invoiceKeys.detail(input.shopId, input.id), voided);
          handlers.onSuccess(voided);
        },
        onError: handlers.onError,
      }),
  };
}
