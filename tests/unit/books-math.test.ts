import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageAfterIn, averageAfterReturn } from '@/lib/books/average-cost';
import { importTotals, landedCosts } from '@/lib/books/import-totals';
import { divideRounded, shareOut } from '@/lib/books/money';
import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import { stockCost } from '@/lib/books/stock-cost';

// The arithmetic of the books (lib/books, DESIGN §6), which the server, the forms and the mock API
// all use: integer đồng, rounded half up, shares that always add up.

const money = fc.integer({ min: 0, max: 1_000_000_000 });
const lines = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 10_000 }), unitCost: fc.integer({ min: 0, max: 5_000_000 }), discount: fc.constant(0) }), { minLength: 1, maxLength: 20 });

describe('rounding and sharing đồng', () => {
  it('rounds a quotient half up, away from zero', () => {
    expect([divideRounded(5, 2), divideRounded(7, 2), divideRounded(-5, 2), divideRounded(4, 3), divideRounded(5, 3)]).toEqual([3, 4, -3, 1, 2]);
    expect(divideRounded(10n ** 20n + 1n, 2n)).toBe(Number(5n * 10n ** 19n + 1n));
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it('shares an amount over weights so the shares add up to it exactly, each within a đồng of its exact part', () => {
    fc.assert(
      fc.property(money, fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const shares = shareOut(total, weights);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
        const sum = weights.reduce((s, w) => s + w, 0);
        if (sum > 0) weights.forEach((w, i) => expect(Math.abs(shares[i] - (total * w) / sum)).toBeLessThan(1 + 1e-6));
      }),
    );
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [0, 0])).toEqual([10, 0]);
    // 100 lines of 1 đồng and a discount of 49: 49 lines get 1 đồng off, none gets more than its amount
    const shares = shareOut(49, Array(100).fill(1));
    expect([Math.max(...shares), shares.filter((s) => s === 1).length]).toEqual([1, 49]);
    expect(shareOut(-10, [1, 1, 1])).toEqual([-4, -3, -3]);
  });
});

describe('an import’s sums', () => {
  it('lands its discount and other costs on its lines: the landed costs add up to its total, none below zero', () => {
    fc.assert(
      fc.property(lines, fc.nat(), money, (ls, discountSeed, otherCosts) => {
        const { subtotal, total } = importTotals({ lines: ls, discount: 0, otherCosts: 0 });
        const discount = subtotal === 0 ? 0 : discountSeed % (subtotal + 1);
        const landed = landedCosts({ lines: ls, discount, otherCosts });
        expect(landed.reduce((s, x) => s + x, 0)).toBe(importTotals({ lines: ls, discount, otherCosts }).total);
        expect(Math.min(...landed)).toBeGreaterThanOrEqual(0);
        expect(total).toBe(subtotal);
      }),
    );
  });
});

describe('the moving average', () => {
  it('lies between the cost before and the cost of what came in, and comes back when the same goods go back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), (stock, average, quantity, unitCost) => {
        const after = averageAfterIn(stock, average, quantity, quantity * unitCost);
        if (stock === 0) expect(after).toBe(unitCost);
        else {
          expect(after).toBeGreaterThanOrEqual(Math.min(average, unitCost));
          expect(after).toBeLessThanOrEqual(Math.max(average, unitCost));
        }
        const back = averageAfterReturn(stock + quantity, after, quantity, quantity * unitCost);
        if (stock > 0) expect(Math.abs(back - average)).toBeLessThanOrEqual(Math.ceil((quantity + stock) / stock));
      }),
    );
  });

  it('counts stock sold below zero as none: its cost was never paid', () => {
    expect(averageAfterIn(-5, 1_000, 10, 20_000)).toBe(2_000);
  });

  it('leaves the average to moves without a cost, and values them at it', () => {
    expect(stockCost({ stockOnHand: 10, averageCost: 1_500 }, { delta: -3 })).toEqual({ averageCost: 1_500, unitCost: 1_500 });
    expect(stockCost({ stockOnHand: 10, averageCost: 1_000 }, { delta: 10, cost: 30_000 })).toEqual({ averageCost: 2_000, unitCost: 3_000 });
  });
});

describe('paying a debt, oldest first', () => {
  it('never gives a document more than it owes, nor more than the amount in all', () => {
    fc.assert(
      fc.property(money, fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }), (amount, debts) => {
        const docs = debts.map((debt, i) => ({ id: String(i), debt }));
        const parts = settleOldestFirst(amount, docs);
        expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(Math.min(amount, debts.reduce((s, d) => s + d, 0)));
        for (const p of parts) expect(p.amount).toBeLessThanOrEqual(docs[Number(p.id)].debt);
        // settled in order: only the last one settled may be left partly open
        parts.slice(0, -1).forEach((p) => expect(p.amount).toBe(docs[Number(p.id)].debt));
      }),
    );
  });
});
