import { http, HttpResponse } from 'msw';
import {
  type AdminShop,
  adminShop,
  adminShopListQuery,
  adminShopPage,
  adminStats,
  extendSubscriptionBody,
  REGISTRATION_ADMIN_FIELDS,
  type RegisterShopInput,
  registerShopBody,
  type ShopStatus,
  shopLockBody,
  shopUserList,
} from '@/lib/contracts/admin';
import { DEFAULT_VAT_SETTINGS, SHOP_CLOCK_DEFAULTS, subscriptionPlan } from '@/lib/contracts/shops';
import { pick } from '@/lib/pick';
import { SUBSCRIPTION_TIMEFRAMES, type SubscriptionTimeframe } from '@/lib/enums/subscriptions';
import { Role } from '@/lib/roles';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { API, currentAdmin, idOf, isExpired, parseBody, queryOf, readJson, route } from './route';
import { assertUniqueContact, byId, byName, fold, pageOf } from './shared';

// ---- system administration (/admin, DESIGN §4), as server/modules/admin: statistics and shops ----

export function findShop(id: string): MockShop {
  const shop = mockState.shops[id];
  if (!shop) throw new MockApiError('NotFound', 'errors.shopNotFound');
  return shop;
}

const EXPIRING_WITHIN_MS = 30 * 86_400_000;

function statusOf(shop: MockShop): ShopStatus {
  if (shop.isLocked) return 'locked';
  const ends = shop.subscription.endsAt ? Date.parse(shop.subscription.endsAt) : null;
  if (ends !== null && ends <= Date.now()) return 'expired';
  if (ends !== null && ends <= Date.now() + EXPIRING_WITHIN_MS) return 'expiring';
  return 'active';
}

/** The end of a plan of this timeframe starting at `from`; null for 0-NO_EXPIRY. */
function subscriptionEnd(timeframe: string, from: Date): string | null {
  const months = SUBSCRIPTION_TIMEFRAMES[timeframe as SubscriptionTimeframe];
  if (!months) return null;
  const end = new Date(from);
  end.setMonth(end.getMonth() + months);
  return end.toISOString();
}

const firstCreated = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Its own first shop admin (active first), else the chain's first active shop admin (server/modules/admin/shop-admins). */
function shopAdmin(shop: MockShop) {
  const admins = Object.values(mockState.users).filter((u) => u.role === Role.SHOP_ADMIN);
  const own = admins.filter((u) => u.shopId === shop.id).sort((a, b) => Number(b.isActive) - Number(a.isActive) || firstCreated(a, b))[0];
  if (own) return { user: own, viaChain: false };
  const viaChain = shop.chainId ? admins.filter((u) => u.isActive && u.chainId === shop.chainId).sort(firstCreated)[0] : undefined;
  return viaChain ? { user: viaChain, viaChain: true } : null;
}

function toAdminShop(shop: MockShop): AdminShop {
  const chain = shop.chainId ? mockState.chains.find((c) => c.id === shop.chainId) : undefined;
  const admin = shopAdmin(shop);
  return adminShop.parse({
    id: shop.id,
    name: shop.name,
    alias: shop.alias,
    phone: shop.phone,
    address: shop.address,
    chain: chain ? { id: chain.id, name: chain.name } : null,
    admin: admin ? { id: admin.user.id, name: admin.user.name, email: admin.user.email, viaChain: admin.viaChain } : null,
    timeframe: shop.subscription.timeframe,
    endsAt: shop.subscription.endsAt,
    status: statusOf(shop),
    isLocked: shop.isLocked,
    createdAt: shop.createdAt,
  });
}

/** A new shop, its SHOP_ADMIN account and a plan for the chosen timeframe (server/modules/admin/register-shop). */
export function registerShop(r: RegisterShopInput, chainId: string | null = null): { shopId: string; adminId: string } {
  // the server checks inside its transaction; the mock checks first so a refusal leaves nothing behind
  assertUniqueContact({ shopId: null, email: r.email, phoneNumber: '' });
  const now = new Date();
  const shopId = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  mockState.shops[shopId] = {
    id: shopId,
    chainId,
    name: r.shopName,
    alias: r.shopName,
    phone: r.phoneNumber,
    address: r.address,
    logo: null,
    bankInfo: { bankName: null, accountNumber: null, bankBranch: null, accountName: null },
    vatSettings: structuredClone(DEFAULT_VAT_SETTINGS),
    isLocked: false,
    allowSellingOutOfStock: false,
    printAfterPayment: 'none',
    ...SHOP_CLOCK_DEFAULTS,
    subscription: { timeframe: r.timeframe, startsAt: now.toISOString(), endsAt: subscriptionEnd(r.timeframe, now) },
    createdAt: now.toISOString(),
  };
  mockState.users[adminId] = {
    id: adminId,
    shopId,
    chainId: null,
    role: Role.SHOP_ADMIN,
    ...pick(r, REGISTRATION_ADMIN_FIELDS),
    image: null,
    isSingleUserFlowEnabled: false,
    password: r.password,
    isActive: true,
    bankName: null,
    bankBranch: null,
    accountNumber: null,
    accountName: null,
    createdAt: now.toISOString(),
  };
  return { shopId, adminId };
}

export const adminShopHandlers = [
  http.get(
    `${API}/admin/stats`,
    route((request) => {
      currentAdmin(request);
      const statuses = Object.values(mockState.shops).map(statusOf);
      const of = (status: ShopStatus) => statuses.filter((s) => s === status).length;
      return adminStats.parse({
        shops: { active: of('active'), expiring: of('expiring'), expired: of('expired'), locked: of('locked'), total: statuses.length },
        chains: mockState.chains.length,
        users: Object.keys(mockState.users).length,
      });
    }),
  ),

  http.get(
    `${API}/admin/shops`,
    route((request) => {
      currentAdmin(request);
      const query = parseBody(adminShopListQuery, queryOf(request));
      const search = fold(query.search);
      const rows = Object.values(mockState.shops)
        .filter(
          (s) =>
            (!search || fold(s.name).includes(search) || fold(s.alias).includes(search) || (s.phone ?? '').includes(search)) &&
            (query.status === 'all' || statusOf(s) === query.status) &&
            (!query.chainId || s.chainId === query.chainId) &&
            (!query.withoutChain || s.chainId === null),
        )
        .map(toAdminShop);
      const field = query.sort?.field ?? 'createdAt';
      const dir = query.sort?.dir === 'asc' ? 1 : -1;
      // PostgreSQL puts nulls last when ascending, first when descending
      const key = (s: AdminShop) => s[field] ?? '\uffff';
      rows.sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return (x < y ? -dir : x > y ? dir : 0) || byId(a, b);
      });
      return adminShopPage.parse(pageOf(rows, query));
    }),
  ),

  http.post(
    `${API}/admin/shops`,
    route(async (request) => {
      currentAdmin(request);
      return registerShop(parseBody(registerShopBody, await readJson(request)));
    }),
  ),

  http.get(
    `${API}/admin/shops/:id/users`,
    route((request, params) => {
      currentAdmin(request);
      const shop = findShop(idOf(params));
      const rows = Object.values(mockState.users)
        .filter((u) => u.shopId === shop.id)
        .sort(byName);
      return HttpResponse.json(
        shopUserList.parse(
          rows.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, isActive: u.isActive, isChainMember: !!shop.chainId && u.chainId === shop.chainId })),
        ),
      );
    }),
  ),

  http.put(
    `${API}/admin/shops/:id/status`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const { isLocked } = parseBody(shopLockBody, await readJson(request));
      findShop(id).isLocked = isLocked;
      return { id, isLocked };
    }),
  ),

  http.put(
    `${API}/admin/shops/:id/subscription`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const { timeframe } = parseBody(extendSubscriptionBody, await readJson(request));
      const shop = findShop(id);
      const current = shop.subscription;
      // a plan without an end stays the current one; otherwise the new period starts when the current one ends
      if (current.endsAt !== null) {
        const now = new Date();
        const currentEnd = new Date(current.endsAt);
        const from = currentEnd > now ? currentEnd : now;
        shop.subscription = { timeframe, startsAt: from.toISOString(), endsAt: subscriptionEnd(timeframe, from) };
      }
      return subscriptionPlan.parse({ ...shop.subscription, isExpired: isExpired(shop) });
    }),
  ),
];
