import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { invoiceKeys } from './invoice-keys';

/** GET /invoices/{id}: an invoice as issued — its lines, promotion, payments and void; another shop's answers 404. */
export async function getInvoice(shopId: string, id: string) {
  const { data } = await api.get(`/invoices/${id}`, { headers: { 'shop-Id': shopId } });
  return invoiceDetail.parse(data);
}

export const invoiceQuery = (shopId: string, id: string) => queryOptions({ queryKey: invoiceKeys.detail(shopId, id), queryFn: () => getInvoice(shopId, id) });

export const useInvoice = (shopId: string, id: string) => useQuery(invoiceQuery(shopId, id));
