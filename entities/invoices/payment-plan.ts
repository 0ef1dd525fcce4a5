import { settlePayment, type Settlement } from '@/lib/books/settle-payment';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import { PAYMENT_METHODS } from '@/lib/enums/cash';
import { INVOICE_PAYMENT_METHODS, InvoicePaymentMethod } from '@/lib/enums/invoices';

// What the payment panel will send for what the cashier typed: one part per method with an amount,
// then the same settlement the server makes (lib/books/settle-payment.ts) — the change for cash
// beyond what is due, what stays owed — so the panel shows exactly what the invoice will say.

export type PaymentAmounts = Record<InvoicePaymentMethod, string>;

export const emptyAmounts = (): PaymentAmounts => Object.fromEntries(INVOICE_PAYMENT_METHODS.map((m) => [m, ''])) as PaymentAmounts;

/** The methods offered: the customer's credit only to a customer who has some (never a walk-in). */
export const offeredMethods = (credit: number): readonly InvoicePaymentMethod[] => (credit > 0 ? INVOICE_PAYMENT_METHODS : PAYMENT_METHODS);

/** What the panel starts with: all of it in cash, or as much as the credit covers from it and the rest in cash. */
export function startingAmounts(due: number, credit: number): PaymentAmounts {
  const fromCredit = Math.min(credit, due);
  return { ...emptyAmounts(), [InvoicePaymentMethod.CASH]: String(due - fromCredit), [InvoicePaymentMethod.CREDIT]: fromCredit > 0 ? String(fromCredit) : '' };
}

export interface PaymentPlan {
  parts: PaymentPart[];
  /** methods whose amount is not a whole number of đồng */
  invalid: InvoicePaymentMethod[];
  /** more taken from the customer's credit than they have (the server's 409, said before sending) */
  overCredit: boolean;
  settlement: Settlement;
}

/** The plan for the amounts typed, over the methods offered to a payer with `credit` (0: none, or a walk-in). */
export function paymentPlan(due: number, amounts: PaymentAmounts, credit = 0): PaymentPlan {
  const methods = offeredMethods(credit);
  const invalid = methods.filter((m) => amounts[m].trim() !== '' && !/^\d+$/.test(amounts[m].trim()));
  const parts = methods.flatMap((method) => {
    const amount = Number(amounts[method].trim());
    return invalid.includes(method) || !(amount > 0) ? [] : [{ method, amount }];
  });
  const fromCredit = parts.find((p) => p.method === InvoicePaymentMethod.CREDIT)?.amount ?? 0;
  return { parts, invalid, overCredit: fromCredit > credit, settlement: settlePayment(due, parts) };
}

const NOTES = [10_000, 50_000, 100_000, 200_000, 500_000];

/** Cash a customer is likely to hand over for `due`: the exact amount, then the next round sums. */
export function cashSuggestions(due: number, count = 4): number[] {
  if (due <= 0) return [];
  const rounded = NOTES.map((note) => Math.ceil(due / note) * note);
  return [...new Set([due, ...rounded])].sort((a, b) => a - b).slice(0, count);
}
