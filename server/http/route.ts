import type { ZodType } from 'zod';
import type { SessionUser } from '@/lib/contracts/session';
import { localeFromHeader, type Locale } from '@/lib/i18n/config';
import { hasPermission, type Permission } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import type { UserRow } from '../auth/session-user';
import { type DbOrTx, getDb } from '../db/client';
import type { ShopRow } from '../auth/shop-access';
import { findSubscription } from '../modules/shops/find-subscription';
import { auditWrite } from '../modules/audit/audit-write';
import { type AuditSpec, routePattern } from '@/lib/audit/describe-write';
import { recordDeniedAccess } from '../modules/audit/record-denied-access';
import { clientIp } from '../auth/client-ip';
import { AppError, forbidden } from '../core/app-error';
import { errorResponse, unexpectedErrorResponse } from './error-response';
import type { AfterCommit } from '../core/after-commit';
import type { UploadedFile } from '../core/uploaded-file';
import { type MultipartOptions, readUploadForm } from './multipart';
import { parseWith, queryObject, readJsonBody } from './parse-input';
import { requestedShopId, requireShop } from './resolve-shop';
import { resolveUser } from './resolve-user';
import { logger } from '../core/logger';

/**
 * public: no token; user: any signed-in user; shop: a shop user with a `shop-Id` they may access;
 * admin: the system administrator.
 */
export type RouteAuth = 'public' | 'user' | 'shop' | 'admin';

export interface RouteDefinition<Q, B, P> {
  auth: RouteAuth;
  permission?: Permission;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  params?: ZodType<P>;
  /** the body is multipart with a file (an image or a spreadsheet) in this field */
  upload?: MultipartOptions;
  /** run without a wrapping transaction (the use-case manages its own writes) */
  transactional?: boolean;
  /** accept the session cookie instead of a bearer token (resources loaded by <img>) */
  allowSessionCookie?: boolean;
  /**
   * A write's audit entry (issue 21): what its path does not tell, or false for a write that
   * changes no record (a price quote, a token refresh), with the reason beside it.
   */
  audit?: false | AuditSpec;
}

export interface RouteContext<Q, B, P, A extends RouteAuth> {
  db: DbOrTx;
  req: Request;
  locale: Locale;
  query: Q;
  body: B;
  params: P;
  file: UploadedFile | null;
  user: A extends 'public' ? null : SessionUser;
  userRow: A extends 'public' ? null : UserRow;
  tokenFamily: A extends 'public' ? null : string;
  shop: A extends 'shop' ? ShopRow : null;
  /** runs after the transaction commits (realtime events) */
  afterCommit: AfterCommit;
}

/** A route's handler as Next.js and server/http/api-listener.ts call it, with its definition attached. */
export type RouteHandler = ((req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  definition: RouteDefinition<unknown, unknown, unknown>;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readBody<B>(req: Request, def: RouteDefinition<unknown, B, unknown>) {
  if (def.upload) {
    const { fields, file } = await readUploadForm(req, def.upload);
    return { body: def.body ? parseWith(def.body, fields) : (fields as B), file };
  }
  if (!def.body) return { body: undefined as B, file: null };
  return { body: parseWith(def.body, await readJsonBody(req)), file: null };
}

/** Who acts, for the audit trail: the shop they act in, else their own (a profile edit). */
function actorOf(req: Request, user: SessionUser, shop: ShopRow | null) {
  return { userId: user.id, userName: user.name, role: user.role, shopId: shop?.id ?? user.shopId ?? null, ip: clientIp(req.headers) };
}

async function patternOf(req: Request, next: { params: Promise<Record<string, string | string[]>> }): Promise<string> {
  return routePattern(new URL(req.url).pathname.replace(/^\/api\/v1/, ''), await next.params);
}

/** Wraps a use-case call: token → user, shop-Id → shop, permission, zod input, transaction, errors. */
export function route<Q = undefined, B = undefined, P = undefined, A extends RouteAuth = RouteAuth>(
  def: RouteDefinition<Q, B, P> & { auth: A },
  handler: (ctx: RouteContext<Q, B, P, A>) => Promise<unknown>,
): RouteHandler {
  const wrapped = async (req: Request, next: { params: Promise<Record<string, string | string[]>> }) => {
    const locale = localeFromHeader(req.headers.get('accept-language'));
    const pending: Array<() => void | Promise<void>> = [];
    try {
      const db = getDb();
      let auth: Awaited<ReturnType<typeof resolveUser>> | null = null;
      let shop: ShopRow | null = null;
      if (def.auth !== 'public') {
        const shopId = def.auth === 'shop' ? requestedShopId(req) : undefined;
        auth = await resolveUser(db, req, { allowSessionCookie: def.allowSessionCookie, shopId });
        const deny = async (messageKey?: string) => {
          await recordDeniedAccess(db, actorOf(req, auth!.user, shop), { method: req.method, pattern: await patternOf(req, next) });
          return forbidden(messageKey);
        };
        if (def.auth === 'admin' && auth.user.role !== Role.SYSTEM_ADMIN) throw await deny('errors.adminOnly');
        if (def.auth === 'shop') {
          if (auth.user.isSysAdmin) throw forbidden('errors.shopForbidden');
          shop = requireShop(req, auth.shop);
        }
        if (def.permission && !hasPermission(auth.user.role, def.permission)) throw await deny();
      }
      const write = !READ_METHODS.has(req.method);
      if (shop && write && (await findSubscription(db, shop.id))?.isExpired) throw forbidden('errors.subscriptionExpired');

      const params = def.params ? parseWith(def.params, await next.params) : (undefined as P);
      const query = def.query ? parseWith(def.query, queryObject(new URL(req.url))) : (undefined as Q);
      const { body, file } = await readBody(req, def);

      const call = (tx: DbOrTx) =>
        handler({
          db: tx,
          req,
          locale,
          query,
          body,
          params,
          file,
          user: (auth?.user ?? null) as RouteContext<Q, B, P, A>['user'],
          userRow: (auth?.row ?? null) as RouteContext<Q, B, P, A>['userRow'],
          tokenFamily: (auth?.tokenFamily ?? null) as RouteContext<Q, B, P, A>['tokenFamily'],
          shop: shop as RouteContext<Q, B, P, A>['shop'],
          afterCommit: (fn) => pending.push(fn),
        });
      const audited = write && def.audit !== false && auth !== null;
      const run = async (tx: DbOrTx) =>
        audited
          ? auditWrite(tx, { method: req.method, pattern: await patternOf(req, next), params: await next.params, spec: def.audit || {}, actor: actorOf(req, auth!.user, shop) }, () => call(tx))
          : call(tx);
      const transactional = def.transactional ?? write;
      const result = transactional ? await db.transaction((tx) => run(tx)) : await run(db);
      for (const fn of pending) await Promise.resolve(fn()).catch((err) => logger.error('[api] after-commit', { err }));
      if (result instanceof Response) return result;
      return result === undefined ? new Response(null, { status: 204 }) : Response.json(result);
    } catch (err) {
      if (err instanceof AppError) return errorResponse(err, locale);
      return unexpectedErrorResponse(err, locale);
    }
  };
  return Object.assign(wrapped, { definition: def as RouteDefinition<unknown, unknown, unknown> });
}
