import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import {
  addBranchBody,
  type AdminShop,
  adminShop,
  adminShopListQuery,
  adminShopPage,
  adminStats,
  type Chain,
  chainList,
  chainMemberBody,
  chainResponse,
  createChainBody,
  extendSubscriptionBody,
  type RegisterShopInput,
  registerShopBody,
  type ShopStatus,
  shopLockBody,
  shopUserList,
} from '@/lib/contracts/admin';
import {
  createEmployeeBody,
  type Employee,
  employeeListQuery,
  employeePage,
  employeeResponse,
  employeeStatusBody,
  updateEmployeeBody,
} from '@/lib/contracts/employees';
import { idParams } from '@/lib/contracts/params';
import { DEFAULT_VAT_SETTINGS, type ShopChainResponse, shopChainResponse, type ShopResponse, shopResponse, subscriptionPlan, updateShopInfoBody } from '@/lib/contracts/shops';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { changePasswordBody, updateMeBody, type UserResponse, userResponse } from '@/lib/contracts/users';
import { SUBSCRIPTION_TIMEFRAMES, type SubscriptionTimeframe } from '@/lib/enums';
import { hasPermission, type Permission } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import { type MockShop, mockState, type MockUser, staticsOf } from './data';
import { badRequest, errorResponse, forbidden, MockApiError, unauthorized, validationError } from './errors';
import { tokenSubject } from './tokens';

// Every /api/v1 call the console makes today (SPEC §7), answered from `mockState`. Like the real
// route wrapper: bearer token → user, `shop-Id` → a shop the user may work in (DESIGN §3), request
// bodies parsed by the same zod contracts as the server, and every answer parsed by its response
// contract, so a mock cannot drift from what the server sends.

const API = '*/api/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

type Params = Record<string, string | readonly string[] | undefined>;
type Resolve = (request: Request, params: Params) => unknown;

/** Turns thrown MockApiErrors into DESIGN §3 bodies and plain results into JSON. */
const route =
  (resolve: Resolve) =>
  async ({ request, params }: { request: Request; params: Params }) => {
    try {
      const result = await resolve(request, params);
      return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>);
    } catch (err) {
      if (err instanceof MockApiError) return errorResponse(request, err);
      throw err;
    }
  };

function currentUser(request: Request): MockUser {
  const id = tokenSubject(request.headers.get('authorization'));
  const user = id ? mockState.users[id] : undefined;
  // a deactivated account's tokens stop working (DESIGN §4)
  if (!user || !user.isActive) throw unauthorized();
  return user;
}

/** The signed-in system administrator; every /admin call is theirs alone. */
function currentAdmin(request: Request): MockUser {
  const user = currentUser(request);
  if (user.role !== Role.SYSTEM_ADMIN) throw forbidden('errors.adminOnly');
  return user;
}

function assertPermission(user: MockUser, permission: Permission) {
  if (!hasPermission(user.role, permission)) throw forbidden();
}

function currentShop(request: Request, user: MockUser): MockShop {
  if (user.role === Role.SYSTEM_ADMIN) throw forbidden('errors.shopForbidden');
  const header = request.headers.get('shop-id')?.trim();
  if (!header) throw badRequest('errors.shopRequired', 'shop-Id');
  const shop = UUID.test(header) ? mockState.shops[header] : undefined;
  const mayWork = !!shop && !shop.isLocked && (shop.id === user.shopId || (!!user.chainId && shop.chainId === user.chainId));
  if (!mayWork) throw forbidden('errors.shopForbidden');
  return shop;
}

const isExpired = (shop: MockShop) => shop.subscription.endsAt !== null && Date.parse(shop.subscription.endsAt) <= Date.now();

function parseBody<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query parameters as the server reads them (one value per name). */
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const idOf = (params: Params) => parseBody(idParams, params).id;

async function readJson(request: Request): Promise<unknown> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('errors.malformedJson');
  }
}

/** Multipart fields as the server reads them: `a[b]` nests, JSON-looking values are parsed. */
async function readForm(request: Request, fileField: string): Promise<{ fields: Record<string, unknown>; file: File | null }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new MockApiError('UnsupportedMediaType', 'errors.multipartRequired');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('errors.malformedForm');
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key === fileField || typeof value !== 'string') continue;
    const path = key.replace(/\]/g, '').split('[');
    let target = fields;
    for (const part of path.slice(0, -1)) {
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const trimmed = value.trim();
    let parsed: unknown = value;
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        parsed = value;
      }
    }
    target[path[path.length - 1]] = parsed;
  }
  const entry = form.get(fileField);
  const file = entry && typeof entry !== 'string' && entry.size > 0 ? (entry as File) : null;
  if (file && file.size > UPLOAD_MAX_BYTES) throw new MockApiError('PayloadTooLarge', 'errors.fileTooLarge');
  // The server sniffs the content; the mock trusts the declared type.
  if (file && !IMAGE_TYPES.has(file.type)) throw badRequest('errors.imageOnly', fileField);
  return { fields, file };
}

/** A URL the browser can show for an uploaded image (the mock keeps no file store). */
const imageUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `blob:mock/${file.name}`);

// zod objects drop unknown keys: the password, lock flag and plan never leave through these.
const toUser = (user: MockUser): UserResponse => userResponse.parse(user);
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

function assertWritable(shop: MockShop) {
  if (isExpired(shop)) throw forbidden('errors.subscriptionExpired');
}

// ---- staff (SPEC §3/§5) and system administration (DESIGN §4), as server/modules/{employees,admin} ----

/** lower-case without Vietnamese marks, like the server's search folding (server/db/sql/fold.ts). */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function pageOf<T>(rows: T[], query: { page: number; limit: number }) {
  return { items: rows.slice((query.page - 1) * query.limit, query.page * query.limit), total: rows.length, page: query.page, limit: query.limit };
}

const conflict = (field: string, key: string) => new MockApiError('Conflict', key, [{ field, messages: [key] }]);

/** Email is unique across accounts (it signs in); a phone is unique among the shop's staff. */
function assertUniqueContact(input: { shopId: string | null; email: string; phoneNumber: string; exceptUserId?: string }) {
  const others = Object.values(mockState.users).filter((u) => u.id !== input.exceptUserId);
  if (others.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) throw conflict('email', 'errors.emailTaken');
  if (others.some((u) => u.shopId === input.shopId && u.phoneNumber === input.phoneNumber)) throw conflict('phoneNumber', 'errors.phoneTaken');
}

const toEmployee = (user: MockUser): Employee => employeeResponse.parse(user);

/** A staff member of this shop; another shop's is reported as missing. */
function findEmployee(shop: MockShop, id: string): MockUser {
  const user = mockState.users[id];
  if (!user || user.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.employeeNotFound');
  return user;
}

/** A shop must keep at least one active shop admin. */
function assertKeepsShopAdmin(employee: MockUser, change: { role?: number; isActive?: boolean }) {
  const isAdminNow = employee.role === Role.SHOP_ADMIN && employee.isActive;
  const staysAdmin = (change.role ?? employee.role) === Role.SHOP_ADMIN && (change.isActive ?? employee.isActive);
  if (!isAdminNow || staysAdmin) return;
  const others = Object.values(mockState.users).some((u) => u.id !== employee.id && u.shopId === employee.shopId && u.role === Role.SHOP_ADMIN && u.isActive);
  if (!others) throw new MockApiError('Conflict', 'errors.lastShopAdmin');
}

type StaffFields = Pick<MockUser, 'name' | 'email' | 'phoneNumber' | 'address' | 'role' | 'gender' | 'bankName' | 'bankBranch' | 'accountNumber' | 'accountName'>;
const staffFields = (v: StaffFields): StaffFields => ({
  name: v.name,
  email: v.email,
  phoneNumber: v.phoneNumber,
  address: v.address,
  role: v.role,
  gender: v.gender,
  bankName: v.bankName,
  bankBranch: v.bankBranch,
  accountNumber: v.accountNumber,
  accountName: v.accountName,
});

function findShop(id: string): MockShop {
  const shop = mockState.shops[id];
  if (!shop) throw new MockApiError('NotFound', 'errors.shopNotFound');
  return shop;
}

function findChain(id: string) {
  const chain = mockState.chains.find((c) => c.id === id);
  if (!chain) throw new MockApiError('NotFound', 'errors.chainNotFound');
  return chain;
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

function toAdminShop(shop: MockShop): AdminShop {
  const chain = shop.chainId ? mockState.chains.find((c) => c.id === shop.chainId) : undefined;
  const admin = Object.values(mockState.users)
    .filter((u) => u.shopId === shop.id && u.role === Role.SHOP_ADMIN)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return adminShop.parse({
    id: shop.id,
    name: shop.name,
    alias: shop.alias,
    phone: shop.phone,
    address: shop.address,
    chain: chain ? { id: chain.id, name: chain.name } : null,
    admin: admin ? { id: admin.id, name: admin.name, email: admin.email } : null,
    timeframe: shop.subscription.timeframe,
    endsAt: shop.subscription.endsAt,
    status: statusOf(shop),
    isLocked: shop.isLocked,
    createdAt: shop.createdAt,
  });
}

// Chains carry no creation time in the mock world.
const CHAIN_CREATED_AT = '2025-01-01T00:00:00.000Z';

function toChainResponse(chain: { id: string; name: string }): Chain {
  const branches = Object.values(mockState.shops)
    .filter((s) => s.chainId === chain.id)
    .sort((a, b) => a.alias.localeCompare(b.alias, 'vi'));
  const members = Object.values(mockState.users)
    .filter((u) => u.chainId === chain.id && u.shopId !== null)
    .sort(byName);
  return chainResponse.parse({
    id: chain.id,
    name: chain.name,
    createdAt: CHAIN_CREATED_AT,
    branches: branches.map(({ id, name, alias }) => ({ id, name, alias })),
    members: members.map(({ id, name, email, shopId }) => ({ id, name, email, shopId })),
  });
}

/** A new shop, its SHOP_ADMIN account and a plan for the chosen timeframe (server/modules/admin/register-shop). */
function registerShop(r: RegisterShopInput, chainId: string | null = null): { shopId: string; adminId: string } {
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
    subscription: { timeframe: r.timeframe, startsAt: now.toISOString(), endsAt: subscriptionEnd(r.timeframe, now) },
    createdAt: now.toISOString(),
  };
  mockState.statics[shopId] = staticsOf(0, {});
  mockState.users[adminId] = {
    id: adminId,
    shopId,
    chainId: null,
    role: Role.SHOP_ADMIN,
    name: r.name,
    email: r.email,
    phoneNumber: r.phoneNumber,
    address: r.address,
    gender: r.gender,
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

export const handlers = [
  // The selected shop, the branches the user may switch to, and the plan (shell header).
  http.get(
    `${API}/shops/chain`,
    route((request) => {
      const user = currentUser(request);
      return toChain(user, currentShop(request, user));
    }),
  ),

  // Sidebar badges.
  http.get(
    `${API}/invoice-services/statics`,
    route((request) => {
      const shop = currentShop(request, currentUser(request));
      return serviceStaticsResponse.parse(mockState.statics[shop.id]);
    }),
  ),

  http.get(
    `${API}/users/me`,
    route((request) => toUser(currentUser(request))),
  ),

  http.put(
    `${API}/users/me`,
    route(async (request) => {
      const user = currentUser(request);
      const changes = parseBody(updateMeBody, await readJson(request));
      if (changes.email) {
        const taken = Object.values(mockState.users).some((u) => u.id !== user.id && u.email.toLowerCase() === changes.email!.toLowerCase());
        if (taken) throw new MockApiError('Conflict', 'errors.emailTaken', [{ field: 'email', messages: ['errors.emailTaken'] }]);
      }
      Object.assign(user, {
        name: changes.name,
        phoneNumber: changes.phoneNumber,
        gender: changes.gender,
        ...(changes.email ? { email: changes.email } : {}),
        ...(changes.address !== undefined ? { address: changes.address } : {}),
        ...(changes.isSingleUserFlowEnabled !== undefined ? { isSingleUserFlowEnabled: changes.isSingleUserFlowEnabled } : {}),
      });
      return toUser(user);
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
      Object.assign(shop, {
        name: changes.name,
        alias: changes.alias,
        phone: changes.phone,
        address: changes.address,
        bankInfo: changes.bankInfo,
        vatSettings: changes.vatSettings,
        ...(file ? { logo: imageUrl(file) } : {}),
      });
      return toShop(shop);
    }),
  ),

  http.put(
    `${API}/users/avatar`,
    route(async (request) => {
      const user = currentUser(request);
      const { file } = await readForm(request, 'document');
      if (!file) throw badRequest('errors.fileRequired', 'document');
      user.image = imageUrl(file);
      return toUser(user);
    }),
  ),

  http.put(
    `${API}/users/change-password`,
    route(async (request) => {
      const user = currentUser(request);
      const change = parseBody(changePasswordBody, await readJson(request));
      if (change.oldPassword !== user.password) throw badRequest('errors.wrongOldPassword', 'oldPassword');
      if (change.oldPassword === change.newPassword) throw badRequest('errors.samePassword', 'newPassword');
      user.password = change.newPassword;
      return { success: true };
    }),
  ),
  // ---- staff (/employees): every shop role may look, the shop admin changes ----

  http.get(
    `${API}/employees`,
    route((request) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      assertPermission(user, 'STORE_EMPLOYEES_VIEW_DETAIL');
      const query = parseBody(employeeListQuery, queryOf(request));
      const search = fold(query.search);
      const rows = Object.values(mockState.users).filter(
        (u) =>
          u.shopId === shop.id &&
          (!search || fold(u.name).includes(search) || fold(u.email).includes(search) || (u.phoneNumber ?? '').includes(search)) &&
          (!query.role || u.role === query.role) &&
          (query.status === 'all' || u.isActive === (query.status === 'active')),
      );
      const field = query.sort?.field ?? 'name';
      const dir = query.sort?.dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[field];
        const y = b[field];
        return (x < y ? -dir : x > y ? dir : 0) || byId(a, b);
      });
      return employeePage.parse(pageOf(rows.map(toEmployee), query));
    }),
  ),

  http.post(
    `${API}/employees`,
    route(async (request) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      assertPermission(user, 'STORE_EMPLOYEES_CREATE');
      assertWritable(shop);
      const body = parseBody(createEmployeeBody, await readJson(request));
      assertUniqueContact({ shopId: shop.id, email: body.email, phoneNumber: body.phoneNumber });
      const employee: MockUser = {
        ...staffFields(body),
        id: crypto.randomUUID(),
        shopId: shop.id,
        chainId: null,
        image: null,
        isSingleUserFlowEnabled: false,
        password: body.password,
        isActive: true,
        createdAt: new Date().toISOString(),
      };
      mockState.users[employee.id] = employee;
      return toEmployee(employee);
    }),
  ),

  http.get(
    `${API}/employees/:id`,
    route((request, params) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      assertPermission(user, 'STORE_EMPLOYEES_VIEW_DETAIL');
      return toEmployee(findEmployee(shop, idOf(params)));
    }),
  ),

  http.put(
    `${API}/employees/:id`,
    route(async (request, params) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      assertPermission(user, 'STORE_EMPLOYEES_UPDATE');
      assertWritable(shop);
      const id = idOf(params);
      const changes = parseBody(updateEmployeeBody, await readJson(request));
      const employee = findEmployee(shop, id);
      assertKeepsShopAdmin(employee, { role: changes.role });
      assertUniqueContact({ shopId: shop.id, email: changes.email, phoneNumber: changes.phoneNumber, exceptUserId: id });
      Object.assign(employee, staffFields(changes), changes.password ? { password: changes.password } : {});
      return toEmployee(employee);
    }),
  ),

  http.put(
    `${API}/employees/:id/status`,
    route(async (request, params) => {
      const user = currentUser(request);
      const shop = currentShop(request, user);
      assertPermission(user, 'STORE_EMPLOYEES_UPDATE');
      assertWritable(shop);
      const id = idOf(params);
      const { isActive } = parseBody(employeeStatusBody, await readJson(request));
      if (!isActive && id === user.id) throw new MockApiError('Conflict', 'errors.cannotDeactivateSelf');
      const employee = findEmployee(shop, id);
      assertKeepsShopAdmin(employee, { isActive });
      employee.isActive = isActive;
      return toEmployee(employee);
    }),
  ),

  // ---- system administration (/admin): the system admin only ----

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

  http.get(
    `${API}/admin/chains`,
    route((request) => {
      currentAdmin(request);
      return HttpResponse.json(chainList.parse([...mockState.chains].sort(byName).map(toChainResponse)));
    }),
  ),

  http.post(
    `${API}/admin/chains`,
    route(async (request) => {
      currentAdmin(request);
      const { name } = parseBody(createChainBody, await readJson(request));
      const chain = { id: crypto.randomUUID(), name };
      mockState.chains.push(chain);
      return toChainResponse(chain);
    }),
  ),

  http.post(
    `${API}/admin/chains/:id/branches`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const branch = parseBody(addBranchBody, await readJson(request));
      const chain = findChain(id);
      if ('shopId' in branch) {
        const shop = findShop(branch.shopId);
        if (shop.chainId) throw conflict('shopId', 'errors.shopInChain');
        shop.chainId = chain.id;
      } else {
        registerShop(branch, chain.id);
      }
      return toChainResponse(chain);
    }),
  ),

  http.put(
    `${API}/admin/chains/:id/members`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const { userId, isMember } = parseBody(chainMemberBody, await readJson(request));
      const chain = findChain(id);
      const member = mockState.users[userId];
      const shop = member?.shopId ? mockState.shops[member.shopId] : undefined;
      if (!member || !shop) throw new MockApiError('NotFound', 'errors.userNotFound');
      if (shop.chainId !== chain.id) throw conflict('userId', 'errors.userNotInChain');
      member.chainId = isMember ? chain.id : null;
      return toChainResponse(chain);
    }),
  ),
];
