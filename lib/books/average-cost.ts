import { divideRounded } from './money';

// Moving average cost (DESIGN §6): recomputed when goods come in at a known cost. Stock below zero
// (sold out of stock) counts as none: its cost was never paid.

/** The average cost of one base unit after `quantity` units costing `cost` in all come in. */
export function averageAfterIn(stock: number, average: number, quantity: number, cost: number): number {
  const before = BigInt(Math.max(stock, 0));
  const after = before + BigInt(quantity);
  if (after <= 0n) return average;
  return divideRounded(before * BigInt(average) + BigInt(cost), after);
}

/**
 * The average cost after `quantity` units that came in at `cost` in all go back (the void of an
 * import): the cost they brought leaves with them; with nothing left, the average stays.
 */
export function averageAfterReturn(stock: number, average: number, quantity: number, cost: number): number {
  const after = BigInt(Math.max(stock, 0)) - BigInt(quantity);
  if (after <= 0n) return average;
  return Math.max(0, divideRounded(BigInt(Math.max(stock, 0)) * BigInt(average) - BigInt(cost), after));
}
