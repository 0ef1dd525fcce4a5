import { http } from 'msw';
import { SHOP_INFO_FIELDS, type ShopChainResponse, shopChainResponse, type ShopResponse, shopResponse, updateShopInfoBody } from '@/lib/contracts/shops';
import { pick } from '@/lib/pick';
import { hasPermission } from '@/lib/permissions';
import { type MockShop, mockState, type MockUser } from '../data';
import { forbidden } from '../errors';
import { API, assertWritable, currentShop, currentUser, imageUrl, isExpired, parseBody, readForm, route } from './route';

// The selected shop (/shops): its branches and plan for the shell header, and its settings.

// zod objects drop unknown keys: the lock flag and plan never leave through this.
const toShop = (shop: MockShop): ShopResponse => shopResponse.parse(shop);

function toChain(user: MockUser, shop: MockShop): ShopChainResponse {
  const inChain = !!user.chainId && shop.chainId === user.chainId;
  const branches = inChain
    ? Object.values(mockState.shops)
        .filter((s) => s.chainId === user.chainId && !s.isLocked)
        .sort((a, b) => a.alias.localeCompare(b.alias, 'vi'))
    : [shop];
  return shopChainResponse.parse({
    shop: toShop(shop),
    branches: branches.map(({ id, alias, name }) => ({ id, alias, name })),
    subscriptionPlan: { ...shop.subscription, isExpired: isExpired(shop) },
  });
}

export const shopHandlers = [
  // The selected shop, the branches the user may switch to, and the plan (shell header).
  http.get(
    `${API}/shops/chain`,
    route((request) => {
      const user = currentUser(request);
      return toChain(user, currentShop(request, user));
    }),
  ),

  http.get(
    `${API}/shops/info`,
    route((request) => toShop(currentShop(request, currentUser(request)))),
  ),

  http.put(
    `${API}/shops/info`,
    route(async (request) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      if (!hasPermission(user.role, 'STORE_SETTINGS_UPDATE')) throw forbidden();
      assertWritable(shop);
      const { fields, file } = await readForm(request, 'document');
      const changes = parseBody(updateShopInfoBody, fields);
      // a field left out (allowSellingOutOfStock) stays as it is, as on the server
      const given = Object.fromEntries(Object.entries(pick(changes, SHOP_INFO_FIELDS)).filter(([, v]) => v !== undefined));
      Object.assign(shop, { ...given, ...(file ? { logo: imageUrl(file) } : {}) });
      return toShop(shop);
    }),
  ),
];
