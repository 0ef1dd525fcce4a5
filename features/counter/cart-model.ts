import { z } from 'zod';
import type { SaleQuoteInput } from '@/lib/contracts/invoices';
import type { Product } from '@/lib/contracts/products';

// A cart at the counter as the browser keeps it (issue 18 §2): the goods picked, who buys, what the
// cashier changed. The server prices it (POST /invoices/quote); nothing here adds money up.

export const cartLine = z.object({
  productId: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** the product's base unit and its larger ones, to sell by the box as well as by the piece */
  unit: z.string(),
  units: z.array(z.object({ name: z.string(), factor: z.number().int() })),
  /** the catalogue's price of one base unit */
  salePrice: z.number().int(),
  unitName: z.string(),
  quantity: z.number(),
  /** a price the cashier typed for one unit sold; null: the catalogue's */
  unitPrice: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  id: z.string(),
  /** newest line first: the one just scanned is on top */
  lines: z.array(cartLine),
  /** who buys; none: a walk-in */
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** promotions the cashier took off */
  removedPromotions: z.array(z.uuid()),
  /** the idempotency key of this cart's sale: kept across retries, so a repeated "pay" issues one invoice */
  saleKey: z.string(),
});
export type Cart = z.infer<typeof cart>;

export const newCart = (): Cart => ({ id: crypto.randomUUID(), lines: [], customer: null, removedPromotions: [], saleKey: crypto.randomUUID() });

const lineOf = (product: Product): CartLine => ({
  productId: product.id,
  code: product.code,
  name: product.name,
  unit: product.unit,
  units: product.units,
  salePrice: product.salePrice,
  unitName: product.unit,
  quantity: 1,
  unitPrice: null,
});

/** One more of the product: its line by the base unit counts up (and comes to the top), or a new line starts. */
export function addProduct(cart: Cart, product: Product): Cart {
  const at = cart.lines.findIndex((l) => l.productId === product.id && l.unitName === product.unit);
  if (at < 0) return { ...cart, lines: [lineOf(product), ...cart.lines] };
  const line = { ...cart.lines[at]!, quantity: cart.lines[at]!.quantity + 1 };
  return { ...cart, lines: [line, ...cart.lines.filter((_, i) => i !== at)] };
}

export function updateLine(cart: Cart, index: number, patch: Partial<Pick<CartLine, 'quantity' | 'unitPrice' | 'unitName'>>): Cart {
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) };
}

export const removeLine = (cart: Cart, index: number): Cart => ({ ...cart, lines: cart.lines.filter((_, i) => i !== index) });

/** The catalogue's price of one unit of the line's unit (a box of 10 costs ten pieces). */
export function listPrice(line: CartLine): number {
  const factor = line.units.find((u) => u.name === line.unitName)?.factor ?? 1;
  return line.salePrice * factor;
}

/** The units a line can be sold in: the base unit, then the larger ones. */
export const unitChoices = (line: CartLine) => [line.unit, ...line.units.map((u) => u.name)];

/** What POST /invoices/quote (and the sale) is sent of the cart; lines with a quantity not yet valid wait. */
export function quoteBody(cart: Cart): SaleQuoteInput {
  return {
    lines: cart.lines
      .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0)
      .map((l) => ({ productId: l.productId, unitName: l.unitName, quantity: l.quantity, ...(l.unitPrice === null ? {} : { unitPrice: l.unitPrice }), discount: 0 })),
    removedPromotions: cart.removedPromotions,
  };
}

export const itemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + (Number.isInteger(l.quantity) ? l.quantity : 0), 0);
