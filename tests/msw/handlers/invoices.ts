import { http } from 'msw';
import { type CartProduct, priceCart } from '@/lib/books/price-cart';
import { saleQuoteBody } from '@/lib/contracts/invoices';
import { todayIn } from '@/lib/format';
import { mockState } from '../data';
import { MockApiError } from '../errors';
import { API, parseBody, readJson, route } from './route';
import { shopCall } from './shared';

// ---- the checkout (/invoices, issue 18), as server/modules/invoices ----
// The mock world has no promotions yet: a cart is priced from its products and the shop's VAT.

const quoteHandler = http.post(
  `${API}/invoices/quote`,
  route(async (request) => {
    const { shop } = shopCall(request, 'HOME_SELLING');
    const cart = parseBody(saleQuoteBody, await readJson(request));
    const own = (id: string) => (mockState.products[id]?.shopId === shop.id ? mockState.products[id] : undefined);
    if (cart.lines.some((l) => !own(l.productId))) throw new MockApiError('NotFound', 'errors.productNotFound');
    const product = (id: string): CartProduct => ({ ...own(id)!, productGroup: own(id)!.group });
    const priced = priceCart({ cart, day: todayIn(), vatSettings: shop.vatSettings, product, rules: [] });
    if (!priced.ok) throw new MockApiError('ValidationException', 'errors.validation', priced.issues);
    return priced.quote;
  }),
);

export const invoiceHandlers = [quoteHandler];
