import { HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { idParams } from '@/lib/contracts/params';
import { hasPermission, type Permission } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import { type MockShop, mockState, type MockUser } from '../data';
import { auditMockWrite } from '../mock-audit';
import { badRequest, errorResponse, forbidden, MockApiError, unauthorized, validationError } from '../errors';
import { tokenSubject } from '../tokens';

// The mock side of the server's route wrapper: bearer token → user, `shop-Id` → a shop the user may
// work in (DESIGN §3), request bodies parsed by the same zod contracts as the server, and thrown
// MockApiErrors turned into DESIGN §3 error bodies.

export const API = '*/api/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

type Params = Record<string, string | readonly string[] | undefined>;
type Resolve = (request: Request, params: Params) => unknown;

/** Turns thrown MockApiErrors into DESIGN §3 bodies and plain results into JSON; a write that succeeds leaves its audit entry. */
export const route =
  (resolve: Resolve) =>
  async ({ request, params }: { request: Request; params: Params }) => {
    try {
      const audit = auditMockWrite(request);
      const result = await resolve(request, params);
      if (audit && (!(result instanceof Response) || result.ok)) await audit.record(result);
      return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>);
    } catch (err) {
      if (err instanceof MockApiError) return errorResponse(request, err);
      throw err;
    }
  };

export function currentUser(request: Request): MockUser {
  const id = tokenSubject(request.headers.get('authorization'));
  const user = id ? mockState.users[id] : undefined;
  // a deactivated account's tokens stop working (DESIGN §4)
  if (!user || !user.isActive) throw unauthorized();
  return user;
}

/** The signed-in system administrator; every /admin call is theirs alone. */
export function currentAdmin(request: Request): MockUser {
  const user = currentUser(request);
  if (user.role !== Role.SYSTEM_ADMIN) throw forbidden('errors.adminOnly');
  return user;
}

export function assertPermission(user: MockUser, permission: Permission) {
  if (!hasPermission(user.role, permission)) throw forbidden();
}

export function currentShop(request: Request, user: MockUser): MockShop {
  if (user.role === Role.SYSTEM_ADMIN) throw forbidden('errors.shopForbidden');
  const header = request.headers.get('shop-id')?.trim();
  if (!header) throw badRequest('errors.shopRequired', 'shop-Id');
  const shop = UUID.test(header) ? mockState.shops[header] : undefined;
  const mayWork = !!shop && !shop.isLocked && (shop.id === user.shopId || (!!user.chainId && shop.chainId === user.chainId));
  if (!mayWork) throw forbidden('errors.shopForbidden');
  return shop;
}

export const isExpired = (shop: MockShop) => shop.subscription.endsAt !== null && Date.parse(shop.subscription.endsAt) <= Date.now();

export function assertWritable(shop: MockShop) {
  if (isExpired(shop)) throw forbidden('errors.subscriptionExpired');
}

export function parseBody<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query parameters as the server reads them (one value per name). */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const idOf = (params: Params) => parseBody(idParams, params).id;

export async function readJson(request: Request): Promise<unknown> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('errors.malformedJson');
  }
}

/** Multipart fields as the server reads them: `a[b]` nests, JSON-looking values are parsed. */
export async function readForm(request: Request, fileField: string): Promise<{ fields: Record<string, unknown>; file: File | null }> {
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
export const imageUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `blob:mock/${file.name}`);
