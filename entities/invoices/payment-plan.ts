import { settlePayment, type Settlement } from '@/lib/books/settle-payment';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/enums/cash';

// What the payment panel will send for what the cashier typed: one part per method with an amount,
// then the same settlement the server makes (lib/books/settle-payment.ts) — the change for cash
// beyond what is due, what stays owed — so the panel shows exactly what the invoice will say.

export type PaymentAmounts = Record<PaymentMethod, string>;

export const emptyAmounts = (): PaymentAmounts => Object.fromEntries(PAYMENT_METHODS.map((m) => [m, ''])) as PaymentAmounts;

export interface PaymentPlan {
  parts: PaymentPart[];
  /** methods whose amount is not a whole number of đồng */
  invalid: PaymentMethod[];
  settlement: Settlement;
}

export function paymentPlan(due: number, amounts: PaymentAmounts): PaymentPlan {
  const invalid = PAYMENT_METHODS.filter((m) => amounts[m].trim() !== '' && !/^\d+$/.test(amounts[m].trim()));
  const parts = PAYMENT_METHODS.flatMap((method) => {
    const amount = Number(amounts[method].trim());
    return invalid.includes(method) || !(amount > 0) ? [] : [{ method, amount }];
  });
  return { parts, invalid, settlement: settlePayment(due, parts) };
}

const NOTES = [10_000, 50_000, 100_000, 200_000, 500_000];

/** Cash a customer is likely to hand over for `due`: the exact amount, then the next round sums. */
export function cashSuggestions(due: number, count = 4): number[] {
  if (due <= 0) return [];
  const rounded = NOTES.map((note) => Math.ceil(due / note) * note);
  return [...new Set([due, ...rounded])].sort((a, b) => a - b).slice(0, count);
}
