import { and, eq, inArray } from 'drizzle-orm';
import { type CartProduct, type CartRule, type PricedLine, priceCart } from '@/lib/books/price-cart';
import type { SaleQuote, SaleQuoteInput } from '@/lib/contracts/invoices';
import type { VatSettings } from '@/lib/contracts/shops';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';
import { notFound, validationError } from '../../core/app-error';
import { unitsOf } from '../products/product-units';

export interface PricedSale {
  lines: PricedLine[];
  quote: SaleQuote;
}

/**
 * A retail cart of the shop priced as it would be issued now (lib/books/price-cart.ts): its
 * products, their units and the shop's active promotions read here; another shop's product is not
 * found (404), a line it cannot be sold as is a 400 under its field.
 */
export async function priceSale(db: DbOrTx, input: { shopId: string; day: string; vatSettings: VatSettings; cart: SaleQuoteInput }): Promise<PricedSale> {
  const { shopId, cart } = input;
  const ids = [...new Set(cart.lines.map((l) => l.productId))];
  const rules = (await db.select().from(promotions).where(and(eq(promotions.shopId, shopId), eq(promotions.isActive, true)))) as CartRule[];
  const wanted = [...new Set([...ids, ...rules.map((r) => r.giftProductId).filter((id): id is string => !!id)])];
  const rows = wanted.length ? await db.select().from(products).where(and(eq(products.shopId, shopId), inArray(products.id, wanted))) : [];
  if (ids.some((id) => !rows.some((p) => p.id === id))) throw notFound('errors.productNotFound');
  const units = await unitsOf(db, wanted);
  const catalogue = new Map<string, CartProduct>(rows.map((p) => [p.id, { ...p, units: units.get(p.id) ?? [] }]));
  const priced = priceCart({ cart, day: input.day, vatSettings: input.vatSettings, product: (id) => catalogue.get(id)!, rules });
  if (!priced.ok) throw validationError(priced.issues);
  return { lines: priced.lines, quote: priced.quote };
}
