'use client';

import { useState } from 'react';
import { PaymentPanel } from '@/entities/invoices/payment-panel';
import { apiRefusal } from '@/lib/api/refusal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { SaleQuote } from '@/lib/contracts/invoices';
import type { ShopResponse } from '@/lib/contracts/shops';
import { useCreateSale } from '../api/create-sale';
import { type Cart, quoteBody } from '../cart-model';

interface CounterPaymentProps {
  shopId: string;
  cart: Cart;
  quote: SaleQuote;
  bankInfo: ShopResponse['bankInfo'] | undefined;
  onPaid: (invoice: InvoiceDetail) => void;
  onClose: () => void;
  onQrChange: (payload: string | null, amount: number) => void;
}

/**
 * The payment of the cart on screen: the invoice is issued as quoted (a price changed since is
 * refused, not charged) with the cart's own idempotency key — kept across retries, so Enter
 * pressed twice or an answer lost on the way issues one invoice.
 */
export function CounterPayment({ shopId, cart, quote, bankInfo, onPaid, onClose, onQrChange }: CounterPaymentProps) {
  const sale = useCreateSale();
  const handleError = useApiErrorHandler();
  const [error, setError] = useState<string | null>(null);
  const pay = (payments: PaymentPart[]) => {
    setError(null);
    const body = { ...quoteBody(cart), customerId: cart.customer?.id ?? null, payments, expectedTotal: quote.total, idempotencyKey: cart.saleKey, discountReason: null, note: null };
    sale.mutate(
      { shopId, body },
      {
        onSuccess: onPaid,
        onError: (e) => {
          const refused = apiRefusal(e);
          if (refused) setError(refused);
          else handleError(e);
        },
      },
    );
  };
  return <PaymentPanel shopId={shopId} due={quote.total} payer={cart.customer} bankInfo={bankInfo} busy={sale.isPending} error={error} onPay={pay} onClose={onClose} onQrChange={onQrChange} />;
}
