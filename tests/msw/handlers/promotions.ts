import { http } from 'msw';
import { deleteResult } from '@/lib/contracts/delete-result';
import { methodValues, type Promotion, promotionBody, type PromotionInput, promotionListQuery, promotionPage, promotionResponse, promotionStatusBody } from '@/lib/contracts/promotions';
import { promotionStatusOn } from '@/lib/enums/promotions';
import { mockState, type MockShop } from '../data';
import { MockApiError } from '../errors';
import type { MockPromotion } from '../promotions-data';
import { compareValues, findInShop, type SortValue } from './catalogue';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, conflict, fold, pageOf, shopCall, shopDay } from './shared';

// ---- promotions (/promotions, issue 18 §5), as server/modules/promotions: the shop admin and the ----
// accountant (STORE_PROMOTIONS) list, add, edit, switch and delete them; the code is the shop's own,
// the products named are the shop's, and one an invoice used is switched off rather than deleted.

const PERMISSION = 'STORE_PROMOTIONS';
const NOT_FOUND = 'errors.promotionNotFound';

const productRef = (id: string | null) => {
  const p = id ? mockState.products[id] : undefined;
  return p ? { id: p.id, code: p.code, name: p.name, unit: p.unit } : null;
};

// the response contract drops what the answer does not show (the shop, the products' ids)
const toPromotion = (row: MockPromotion): Promotion => promotionResponse.parse({ ...row, buyProduct: productRef(row.buyProductId), giftProduct: productRef(row.giftProductId) });

const find = (shop: MockShop, params: Parameters<typeof idOf>[0]) => findInShop(mockState.promotions, shop, idOf(params), NOT_FOUND);

/** The code is the shop's only one; the products it names are the shop's own (server/modules/promotions/promotion-values.ts). */
function check(shop: MockShop, body: PromotionInput, id?: string) {
  if (Object.values(mockState.promotions).some((p) => p.shopId === shop.id && p.code === body.code && p.id !== id)) throw conflict('code', 'errors.promotionCodeTaken');
  const given = methodValues(body);
  const unknown = (['buyProductId', 'giftProductId'] as const).filter((field) => given[field] !== null && mockState.products[given[field]!]?.shopId !== shop.id);
  if (unknown.length) throw new MockApiError('NotFound', 'errors.promotionProductNotFound', unknown.map((field) => ({ field, messages: ['errors.promotionProductNotFound'] })));
}

const written = ({ isActive, ...body }: PromotionInput) => ({ ...body, ...methodValues({ ...body }), ...(isActive === undefined ? {} : { isActive }) });

/** Has an invoice ever named it, voided ones included? */
const named = (id: string) => Object.values(mockState.books.invoices).some((i) => i.promotionId === id || i.lines.some((l) => l.giftOfId === id));

export const promotionHandlers = [
  http.get(
    `${API}/promotions`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const query = parseBody(promotionListQuery, queryOf(request));
      const today = shopDay(new Date().toISOString());
      const search = fold(query.search);
      const rows = Object.values(mockState.promotions).filter(
        (p) =>
          p.shopId === shop.id &&
          (!query.status || promotionStatusOn(p, today) === query.status) &&
          (!query.method || p.method === query.method) &&
          (!search || fold(p.code).includes(search) || fold(p.name).includes(search)),
      );
      const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'desc' };
      const sign = dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * compareValues(a[field] as SortValue, b[field] as SortValue) || byId(a, b));
      return promotionPage.parse(pageOf(rows.map(toPromotion), query));
    }),
  ),
  http.post(
    `${API}/promotions`,
    route(async (request) => {
      const { shop } = shopCall(request, PERMISSION);
      const body = parseBody(promotionBody, await readJson(request));
      check(shop, body);
      const row: MockPromotion = { isActive: true, ...written(body), id: crypto.randomUUID(), shopId: shop.id, usageCount: 0, createdAt: new Date().toISOString() };
      mockState.promotions[row.id] = row;
      return toPromotion(row);
    }),
  ),
  http.get(
    `${API}/promotions/:id`,
    route((request, params) => toPromotion(find(shopCall(request, PERMISSION).shop, params))),
  ),
  http.put(
    `${API}/promotions/:id`,
    route(async (request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const row = find(shop, params);
      const body = parseBody(promotionBody, await readJson(request));
      check(shop, body, row.id);
      return toPromotion(Object.assign(row, written(body)));
    }),
  ),
  http.put(
    `${API}/promotions/:id/status`,
    route(async (request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const row = find(shop, params);
      row.isActive = parseBody(promotionStatusBody, await readJson(request)).isActive;
      return toPromotion(row);
    }),
  ),
  http.delete(
    `${API}/promotions/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const row = find(shop, params);
      if (row.usageCount > 0 || named(row.id)) throw new MockApiError('Conflict', 'errors.promotionInUse');
      delete mockState.promotions[row.id];
      return deleteResult.parse({ deleted: true, deactivated: false });
    }),
  ),
];
