import { averageAfterIn, averageAfterReturn } from './average-cost';
import { divideRounded } from './money';

/**
 * What a move of `delta` base units does to the books' value of a product (DESIGN §6): the average
 * cost after it, and what one unit of it is worth in the ledger. Goods with a known `cost` (an
 * import, or its void sending them back) move the moving average and carry their own unit cost;
 * any other move (a sale, a use, a stock-take) goes at the average and leaves it as it is.
 */
export function stockCost(product: { stockOnHand: number; averageCost: number }, move: { delta: number; cost?: number }): { averageCost: number; unitCost: number } {
  const { delta, cost } = move;
  if (cost === undefined) return { averageCost: product.averageCost, unitCost: product.averageCost };
  const averageCost = delta > 0 ? averageAfterIn(product.stockOnHand, product.averageCost, delta, cost) : averageAfterReturn(product.stockOnHand, product.averageCost, -delta, cost);
  return { averageCost, unitCost: Math.max(0, divideRounded(cost, Math.abs(delta))) };
}
