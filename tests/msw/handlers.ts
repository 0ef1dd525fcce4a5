import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { type ShopChainResponse, shopChainResponse, type ShopResponse, shopResponse, updateShopInfoBody } from '@/lib/contracts/shops';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { changePasswordBody, updateMeBody, type UserResponse, userResponse } from '@/lib/contracts/users';
import { hasPermission } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import { type MockShop, mockState, type MockUser } from './data';
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

type Resolve = (request: Request) => unknown;

/** Turns thrown MockApiErrors into DESIGN §3 bodies and plain results into JSON. */
const route =
  (resolve: Resolve) =>
  async ({ request }: { request: Request }) => {
    try {
      const result = await resolve(request);
      return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>);
    } catch (err) {
      if (err instanceof MockApiError) return errorResponse(request, err);
      throw err;
    }
  };

function currentUser(request: Request): MockUser {
  const id = tokenSubject(request.headers.get('authorization'));
  const user = id ? mockState.users[id] : undefined;
  if (!user) throw unauthorized();
  return user;
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
];
