import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { stockCost } from '@/lib/books/stock-cost';
import { MAX_QUANTITY } from '@/lib/contracts/rules';
import type { DocumentType } from '@/lib/enums/documents';
import { CONSUMING_REASONS, type StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { shops } from '../../db/schema/shops';
import { productBatches, stockMovements } from '../../db/schema/stock';
import { executeRows } from '../../db/sql/execute-rows';
import { AppError, notFound } from '../../core/app-error';
import { takeFromBatches } from './take-from-batches';
import { batchForLot, type Lot } from './batch-for-lot';

export interface StockLine {
  productId: string;
  /** base units: positive comes in, negative goes out */
  delta: number;
  /**
   * coming in: the lot it comes as (none: stock without a batch); going out: the batch it must
   * come from — without one, the batch that expires first goes first (FEFO)
   */
  lot?: Lot;
  /** going out: this batch, or null for the stock kept without a batch */
  batchId?: string | null;
  /**
   * the whole cost of these goods: coming in, the moving average takes it in (an import); going
   * back out, it leaves the average with them (the void of an import). Without it, goods move at
   * the average cost and leave it as it is (sales, uses, stock-takes).
   */
  cost?: number;
}

export interface MoveStockInput {
  shopId: string;
  userId: string;
  reason: StockReason;
  document: { type: DocumentType; id: string; code: string };
  lines: StockLine[];
  /** when it happened, if not now (the demo history) */
  at?: Date;
}

export interface Movement {
  id: string;
  productId: string;
  batchId: string | null;
  delta: number;
  balanceAfter: number;
  unitCost: number;
}

export type LockedProduct = { id: string; name: string; unit: string; stockOnHand: number; averageCost: number };

const outOfStock = (p: LockedProduct) => new AppError('Conflict', 'errors.outOfStock', [], { product: p.name, left: p.stockOnHand, unit: p.unit });

/**
 * The one writer of stock (DESIGN §6): every document moves goods through here, and nothing else
 * writes products.stock_on_hand, products.average_cost or product_batches.quantity. Each change is a
 * row of stock_movements whose balance comes from the same statement that changes the product, so
 * the stock always equals the sum of its ledger. The products are locked in id order first, so two
 * documents touching the same goods wait for each other instead of deadlocking. Stock never goes
 * below zero — a 409 names the product and what is left — unless the reason consumes goods and the
 * shop allows selling out of stock. Returns the rows written for each line, in its order.
 */
export async function moveStock(db: DbOrTx, input: MoveStockInput): Promise<Movement[][]> {
  const { shopId } = input;
  const state = await lockProducts(db, shopId, input.lines.map((l) => l.productId));
  if (state.size === 0) return [];
  const mayGoNegative = CONSUMING_REASONS.includes(input.reason) && (await allowsSellingOutOfStock(db, shopId));

  const order = input.lines.map((line, index) => ({ line, index })).sort((a, b) => (a.line.productId < b.line.productId ? -1 : a.line.productId > b.line.productId ? 1 : a.index - b.index));
  const written: Movement[][] = input.lines.map(() => []);
  for (const { line, index } of order) {
    if (!Number.isSafeInteger(line.delta) || line.delta === 0) throw new RangeError(`a stock line moves a whole number of units, not ${line.delta}`);
    const product = state.get(line.productId)!;
    if (line.delta < 0 && product.stockOnHand + line.delta < 0 && !mayGoNegative) throw outOfStock(product);

    const { averageCost, unitCost } = stockCost(product, line);
    assertWithinColumns(product, product.stockOnHand + line.delta, averageCost);

    const parts = line.delta > 0 ? await partsIn(db, shopId, line) : await partsOut(db, line, product, mayGoNegative);
    for (const part of parts) {
      const movement = await writeMovement(db, input, { product, part, averageCost, unitCost, mayGoNegative });
      product.stockOnHand = movement.balanceAfter;
      written[index].push(movement);
    }
    product.averageCost = averageCost;
  }
  return written;
}

/**
 * Locks the products in id order (the order every writer of stock takes them in, so documents
 * wait for each other instead of deadlocking) and reads their stock and average cost; a product
 * of another shop, or none, is missing (404). Also for documents that read the stock they are about
 * to change (a stock-take completing against the stock of that moment).
 */
export async function lockProducts(db: DbOrTx, shopId: string, productIds: readonly string[]): Promise<Map<string, LockedProduct>> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, unit: products.unit, stockOnHand: products.stockOnHand, averageCost: products.averageCost })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
    .orderBy(asc(products.id))
    // NO KEY UPDATE: stock writers wait for each other, while documents that merely refer to the
    // product (their lines' foreign keys take KEY SHARE, in any order) neither wait nor deadlock
    .for('no key update');
  if (rows.length !== ids.length) throw notFound('errors.productNotFound');
  return new Map(rows.map((p) => [p.id, { ...p, averageCost: Number(p.averageCost) }]));
}

async function allowsSellingOutOfStock(db: DbOrTx, shopId: string): Promise<boolean> {
  const [shop] = await db.select({ allow: shops.allowSellingOutOfStock }).from(shops).where(eq(shops.id, shopId));
  return shop?.allow ?? false;
}

// What the ledger's columns hold: stock is an integer, its value (stock × average cost) a bigint.
const MAX_STOCK = MAX_QUANTITY;
const MAX_STOCK_VALUE = 9_000_000_000_000_000_000n;

/** A move that would leave more stock, or stock worth more, than the books can hold is refused, not a 500. */
function assertWithinColumns(product: LockedProduct, stock: number, averageCost: number) {
  if (Math.abs(stock) > MAX_STOCK || BigInt(Math.max(stock, 0)) * BigInt(averageCost) > MAX_STOCK_VALUE) {
    throw new AppError('BadRequest', 'errors.stockTooLarge', [], { product: product.name });
  }
}

/** Goods going out: from batches, and from the stock without a batch only as far as it holds any. */
async function partsOut(db: DbOrTx, line: StockLine, product: LockedProduct, mayGoNegative: boolean) {
  const { parts, unbatched } = await takeFromBatches(db, { productId: line.productId, quantity: -line.delta, batchId: line.batchId });
  if (unbatched !== null && !mayGoNegative && product.stockOnHand - unbatched + line.delta < 0) {
    throw outOfStock({ ...product, stockOnHand: Math.max(0, product.stockOnHand - unbatched) });
  }
  return parts;
}

/** Goods coming in go into their lot's batch (made the first time), or into stock without a batch. */
async function partsIn(db: DbOrTx, shopId: string, line: StockLine) {
  if (line.batchId) return [{ batchId: line.batchId, delta: line.delta }];
  const batchId = line.lot ? await batchForLot(db, { shopId, productId: line.productId, lot: line.lot }) : null;
  return [{ batchId, delta: line.delta }];
}

/**
 * One ledger row: the batch's quantity, then the product's stock and average cost and the row
 * with the balance, in one statement that writes nothing when the stock would go below zero.
 */
async function writeMovement(
  db: DbOrTx,
  input: MoveStockInput,
  move: { product: LockedProduct; part: { batchId: string | null; delta: number }; averageCost: number; unitCost: number; mayGoNegative: boolean },
): Promise<Movement> {
  const { product, part } = move;
  if (part.batchId) {
    const [batch] = await db
      .update(productBatches)
      .set({ quantity: sql`${productBatches.quantity} + ${part.delta}` })
      .where(and(eq(productBatches.id, part.batchId), eq(productBatches.productId, product.id), sql`${productBatches.quantity} + ${part.delta} >= 0`))
      .returning({ id: productBatches.id });
    if (!batch) throw new AppError('Conflict', 'errors.batchOutOfStock', [], { product: product.name });
  }
  // the moment of writing, not of the transaction's start: after the product's lock it rises with seq,
  // so a period's balances read by time agree with the rows read by seq
  const at = input.at?.toISOString() ?? null;
  const rows = await executeRows<{ id: string; balance_after: number | string }>(
    db,
    sql`
    with moved as (
      update ${products}
      set stock_on_hand = stock_on_hand + ${part.delta}::integer, average_cost = ${move.averageCost}::bigint, updated_at = now()
      where id = ${product.id}::uuid and shop_id = ${input.shopId}::uuid and (${move.mayGoNegative}::boolean or stock_on_hand + ${part.delta}::integer >= 0)
      returning stock_on_hand
    )
    insert into ${stockMovements} (shop_id, product_id, batch_id, delta, balance_after, reason, document_type, document_id, document_code, unit_cost, created_by, created_at)
    select ${input.shopId}::uuid, ${product.id}::uuid, ${part.batchId}::uuid, ${part.delta}::integer, moved.stock_on_hand, ${input.reason}::text, ${input.document.type}::text,
      ${input.document.id}::uuid, ${input.document.code}::text, ${move.unitCost}::bigint, ${input.userId}::uuid, coalesce(${at}::timestamptz, clock_timestamp())
    from moved
    returning id, balance_after`,
  );
  const [row] = rows;
  if (!row) throw outOfStock(product);
  return { id: row.id, productId: product.id, batchId: part.batchId, delta: part.delta, balanceAfter: Number(row.balance_after), unitCost: move.unitCost };
}
