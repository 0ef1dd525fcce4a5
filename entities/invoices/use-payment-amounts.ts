import { useState } from 'react';
import { InvoicePaymentMethod } from '@/lib/enums/invoices';
import { offeredMethods, type PaymentAmounts, paymentPlan, startingAmounts } from './payment-plan';

/**
 * What the cashier types in the payment panel, and the plan it makes. The cash field follows what
 * the other methods leave, until the cashier types in it. `credit` is the payer's credit (0 for a
 * walk-in), null while it loads: once known it is taken first — as much of it as is due — unless the
 * cashier has already typed something.
 */
export function usePaymentAmounts(due: number, credit: number | null) {
  const [amounts, setAmounts] = useState<PaymentAmounts>(() => startingAmounts(due, credit ?? 0));
  const [typed, setTyped] = useState<{ any: boolean; cash: boolean }>({ any: false, cash: false });
  const [creditKnown, setCreditKnown] = useState(credit !== null);
  // adjusting to the credit during render (not in an effect): the first paint already shows it
  if (!creditKnown && credit !== null) {
    setCreditKnown(true);
    if (!typed.any) setAmounts(startingAmounts(due, credit));
  }
  const methods = offeredMethods(credit ?? 0);

  const setAmount = (method: InvoicePaymentMethod, value: string) => {
    const cashTyped = typed.cash || method === InvoicePaymentMethod.CASH;
    setTyped({ any: true, cash: cashTyped });
    setAmounts((a) => {
      const next = { ...a, [method]: value };
      if (cashTyped) return next;
      const others = methods.filter((m) => m !== InvoicePaymentMethod.CASH).reduce((sum, m) => sum + (Number(next[m]) || 0), 0);
      return { ...next, [InvoicePaymentMethod.CASH]: String(Math.max(0, due - others)) };
    });
  };

  return { amounts, setAmount, methods, plan: paymentPlan(due, amounts, credit ?? 0) };
}
