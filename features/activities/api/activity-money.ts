import { useQuery } from '@tanstack/react-query';
import { activityKeys } from '@/entities/activities/activity-keys';
import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { customerKeys } from '@/entities/customers/customer-keys';
import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type ActivityInvoiceInput, activityDeposits, activityInvoiceQuote, type InvoicePaymentInput } from '@/lib/contracts/invoice-actions';
import { invoiceDetail } from '@/lib/contracts/invoice-views';

// An activity's money (issue 18 §3): deposits taken while it is open, its invoice once completed.

const headers = (shopId: string) => ({ headers: { 'shop-Id': shopId } });
const moneyKey = (shopId: string, activityId: string, part: 'quote' | 'deposits') => [...activityKeys.detail(shopId, activityId), part] as const;

/** POST /activities/{id}/invoice/quote: the invoice as it would be issued now, the deposits held, what is due — or the invoice it has. */
export const useActivityQuote = (shopId: string, activityId: string, enabled: boolean) =>
  useQuery({
    queryKey: moneyKey(shopId, activityId, 'quote'),
    queryFn: async () => activityInvoiceQuote.parse((await api.post(`/activities/${activityId}/invoice/quote`, {}, headers(shopId))).data),
    enabled,
  });

/** GET /activities/{id}/deposits: what the open activity holds. */
export const useActivityDeposits = (shopId: string, activityId: string, enabled: boolean) =>
  useQuery({
    queryKey: moneyKey(shopId, activityId, 'deposits'),
    queryFn: async () => activityDeposits.parse((await api.get(`/activities/${activityId}/deposits`, headers(shopId))).data),
    enabled,
  });

// money in: the cash book, the invoices and the customers' debts are stale, and the activity's own quote and deposits
const MONEY_TOUCHES = [activityKeys.all, invoiceKeys.lists(), cashVoucherKeys.all, customerKeys.all, ['customer-debts']];

/** POST /activities/{id}/invoice: issued with what is paid now (silent: the panel shows a refusal). */
export const useInvoiceActivity = () =>
  useInvalidatingMutation(
    async (input: { shopId: string; activityId: string; body: ActivityInvoiceInput }) => invoiceDetail.parse((await api.post(`/activities/${input.activityId}/invoice`, input.body, headers(input.shopId))).data),
    MONEY_TOUCHES,
    { silent: true },
  );

/** POST /activities/{id}/deposits: money taken ahead ("Ứng tiền"), its receipt voucher written. */
export const useTakeDeposit = () =>
  useInvalidatingMutation(
    async (input: { shopId: string; activityId: string; body: InvoicePaymentInput }) => activityDeposits.parse((await api.post(`/activities/${input.activityId}/deposits`, input.body, headers(input.shopId))).data),
    MONEY_TOUCHES,
    { silent: true },
  );
