import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { customerKeys } from '@/entities/customers/customer-keys';
import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { productKeys } from '@/entities/products/product-keys';
import { stockKeys } from '@/entities/stock/stock-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type InvoiceDetail, invoiceDetail } from '@/lib/contracts/invoice-views';
import type { SaleInput } from '@/lib/contracts/invoices';

/** POST /invoices: the sale issued as quoted, its goods out of stock and its money received (idempotent by the cart's key). */
export async function createSale(input: { shopId: string; body: SaleInput }): Promise<InvoiceDetail> {
  const { data } = await api.post('/invoices', input.body, { headers: { 'shop-Id': input.shopId } });
  return invoiceDetail.parse(data);
}

// a sale moves stock and money and may leave a customer owing
const SALE_TOUCHES = [invoiceKeys.lists(), stockKeys.all, productKeys.all, cashVoucherKeys.all, customerKeys.all, ['customer-debts']];

/** Silent: the payment panel shows a refusal (stock gone, prices changed) where the cashier looks. */
export const useCreateSale = () => useInvalidatingMutation(createSale, SALE_TOUCHES, { silent: true });
