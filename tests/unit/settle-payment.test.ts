import { describe, expect, it } from 'vitest';
import { needsDiscountReason } from '@/lib/books/manual-discount';
import { settlePayment } from '@/lib/books/settle-payment';

// What a payment at the counter records (DESIGN §6) and when a discount needs a reason (issue 18),
// as worked examples.

describe('settlePayment', () => {
  it.each([
    ['cash exactly', 100_000, [{ method: 'CASH', amount: 100_000 }], [{ method: 'CASH', amount: 100_000 }], 0, 0],
    ['cash beyond: change', 91_800, [{ method: 'CASH', amount: 100_000 }], [{ method: 'CASH', amount: 91_800 }], 8_200, 0],
    ['transfer then cash with change', 91_800, [{ method: 'BANK_TRANSFER', amount: 50_000 }, { method: 'CASH', amount: 100_000 }], [{ method: 'BANK_TRANSFER', amount: 50_000 }, { method: 'CASH', amount: 41_800 }], 58_200, 0],
    ['part in cash: the rest owed', 200_000, [{ method: 'CASH', amount: 50_000 }], [{ method: 'CASH', amount: 50_000 }], 0, 150_000],
    ['nothing paid', 200_000, [], [], 0, 200_000],
    ['a card for all, cash handed back whole', 50_000, [{ method: 'CARD', amount: 50_000 }, { method: 'CASH', amount: 20_000 }], [{ method: 'CARD', amount: 50_000 }], 20_000, 0],
    ['an invoice of nothing', 0, [], [], 0, 0],
  ] as const)('%s', (_label, due, parts, recorded, changeGiven, owed) => {
    expect(settlePayment(due, parts)).toEqual({ ok: true, parts: recorded, changeGiven, owed });
  });

  it('refuses a transfer or card over what is due: there is nothing to hand back', () => {
    expect(settlePayment(91_800, [{ method: 'BANK_TRANSFER', amount: 91_801 }])).toEqual({ ok: false, field: 'payments', message: 'validation.overpayNonCash' });
    expect(settlePayment(91_800, [{ method: 'CARD', amount: 50_000 }, { method: 'BANK_TRANSFER', amount: 50_000 }]).ok).toBe(false);
  });
});

describe('needsDiscountReason', () => {
  const lines = [
    { quantity: 2, unitPrice: 50_000, discount: 0 },
    { quantity: 1, unitPrice: 100_000, discount: 0 },
  ];
  it.each([
    ['10 % exactly', lines, 20_000, 0, false],
    ['one đồng over 10 %', lines, 20_001, 0, true],
    ['a promotion’s discount does not count', lines, 60_000, 50_000, false],
    ['line discounts count with the invoice’s', [{ ...lines[0], discount: 15_000 }, lines[1]], 6_000, 0, true],
    ['nothing given', lines, 0, 0, false],
  ])('%s', (_label, cart, discount, promotionDiscount, expected) => {
    expect(needsDiscountReason({ lines: cart, discount, promotionDiscount })).toBe(expected);
  });
});
