import type { PaymentPart } from '../contracts/invoice-payments';
import { PaymentMethod } from '../enums/cash';

// What a payment at the counter records (DESIGN §6): never more than is due — cash beyond it is
// handed back as change, while a transfer or a card cannot be over the amount (nothing to hand back).

export type Settlement =
  | { ok: true; parts: PaymentPart[]; changeGiven: number; owed: number }
  | { ok: false; field: 'payments'; message: 'validation.overpayNonCash' };

/** The parts as recorded (cash reduced to what is left to pay), the change to hand back and what stays owed. */
export function settlePayment(due: number, parts: readonly PaymentPart[]): Settlement {
  const nonCash = parts.filter((p) => p.method !== PaymentMethod.CASH).reduce((s, p) => s + p.amount, 0);
  if (nonCash > due) return { ok: false, field: 'payments', message: 'validation.overpayNonCash' };
  const cashLeft = due - nonCash;
  const recorded = parts.flatMap((p) => (p.method !== PaymentMethod.CASH ? [p] : p.amount > cashLeft ? (cashLeft > 0 ? [{ ...p, amount: cashLeft }] : []) : [p]));
  const cash = parts.find((p) => p.method === PaymentMethod.CASH)?.amount ?? 0;
  const changeGiven = Math.max(0, cash - cashLeft);
  return { ok: true, parts: recorded, changeGiven, owed: due - recorded.reduce((s, p) => s + p.amount, 0) };
}

/** The idempotency key of the n-th part (0-based) of one payment request: the client's key, then key#2, key#3. */
export const partKey = (key: string | null | undefined, n: number) => (key ? (n === 0 ? key : `${key}#${n + 1}`) : null);
