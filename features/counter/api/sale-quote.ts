import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { api } from '@/lib/api/client';
import { type SaleQuoteInput, saleQuote } from '@/lib/contracts/invoices';

/** POST /invoices/quote: the cart priced as it would be issued now (promotions, VAT); writes nothing. */
export async function quoteSale(shopId: string, body: SaleQuoteInput) {
  const { data } = await api.post('/invoices/quote', body, { headers: { 'shop-Id': shopId } });
  return saleQuote.parse(data);
}

/**
 * The price of the cart on screen, asked again whenever the cart changes; the previous answer stays
 * shown meanwhile. Silent: a refused cart (a product gone from the catalogue) is shown by the counter.
 */
export function useSaleQuote(shopId: string, body: SaleQuoteInput) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'quote', shopId, body],
    queryFn: () => quoteSale(shopId, body),
    enabled: body.lines.length > 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
    retry: false,
  });
}
