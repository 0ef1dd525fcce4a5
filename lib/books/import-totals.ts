import { shareOut } from './money';

// The sums of a supplier import (phiếu nhập): the form shows them as they are typed, the server
// stores them, the mock API answers with them — one calculation for all three.

export interface ImportLineFigures {
  quantity: number;
  unitCost: number;
  discount: number;
}

/** quantity × unit cost − line discount. */
export const importLineAmount = (line: ImportLineFigures) => line.quantity * line.unitCost - line.discount;

export interface ImportTotals {
  subtotal: number;
  total: number;
}

/** subtotal = Σ line amounts; total = subtotal − import discount + other costs. */
export function importTotals(input: { lines: readonly ImportLineFigures[]; discount: number; otherCosts: number }): ImportTotals {
  const subtotal = input.lines.reduce((s, l) => s + importLineAmount(l), 0);
  return { subtotal, total: subtotal - input.discount + input.otherCosts };
}

/**
 * What each line's goods cost the shop in all, landed: its amount, less its share of the import
 * discount, plus its share of the other costs (freight…), both shared in proportion to the line
 * amounts. These sums add up to the import's total; they are what the moving average takes in.
 */
export function landedCosts(input: { lines: readonly ImportLineFigures[]; discount: number; otherCosts: number }): number[] {
  const amounts = input.lines.map(importLineAmount);
  const discounts = shareOut(input.discount, amounts);
  const costs = shareOut(input.otherCosts, amounts);
  return amounts.map((a, i) => a - discounts[i] + costs[i]);
}
