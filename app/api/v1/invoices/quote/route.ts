import { saleQuoteBody } from '@/lib/contracts/invoices';
import { todayIn } from '@/lib/format';
import { route } from '@/server/http/route';
import { priceSale } from '@/server/modules/invoices/price-sale';

// the counter's cart priced as it would be issued now: promotions, discounts, VAT (nothing written)
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', body: saleQuoteBody, audit: false }, async ({ db, shop, body }) => {
  const priced = await priceSale(db, { shopId: shop.id, day: todayIn(shop.timeZone), vatSettings: shop.vatSettings, cart: body });
  return priced.quote;
});
