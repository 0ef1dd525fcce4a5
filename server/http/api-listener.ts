import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { localeFromHeader } from '@/lib/i18n/config';
import { API_PREFIX, type ApiRouteFile, HTTP_METHODS, type HttpMethod, matchApiRoute } from './api-routes';
import { AppError, notFound } from '../core/app-error';
import { logger } from '../core/logger';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestContext } from '../core/request-context';
import { errorResponse, unexpectedErrorResponse } from './error-response';

// The production server answers /api/v1 itself, calling the same route handlers Next.js would but
// without its page router in between, which would add several milliseconds to every call (the
// catalogue search benchmark compares an API call with its raw statements). `npm run dev` leaves /api/v1
// to Next.js, which reloads a changed handler.

/** Is this request for /api/v1? */
export const isApiRequest = (url: string | undefined) => !!url && (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`));

function toRequest(req: IncomingMessage, url: URL, method: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

async function send(res: ServerResponse, response: Response, withBody: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(withBody && response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

async function answer(routes: readonly ApiRouteFile[], req: IncomingMessage): Promise<Response> {
  const locale = localeFromHeader(req.headers['accept-language']);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  let match: ReturnType<typeof matchApiRoute>;
  try {
    match = matchApiRoute(routes, url.pathname.slice(API_PREFIX.length));
  } catch {
    // a malformed %-escape in the path
    return errorResponse(new AppError('BadRequest', 'errors.routeNotFound'), locale);
  }
  if (!match) return errorResponse(notFound('errors.routeNotFound'), locale);

  const handlers = await match.route.load();
  const allowed = HTTP_METHODS.filter((m) => handlers[m]);
  const method = (req.method === 'HEAD' ? 'GET' : req.method) as HttpMethod;
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: allowed.join(', ') } });
  const handler = handlers[method];
  if (!handler) {
    const response = errorResponse(new AppError('MethodNotAllowed', 'errors.methodNotAllowed', [], { method: req.method ?? '' }), locale);
    response.headers.set('allow', allowed.join(', '));
    return response;
  }
  return handler(toRequest(req, url, method), { params: Promise.resolve(match.params) });
}

async function serve(routes: readonly ApiRouteFile[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  let response: Response;
  try {
    response = await answer(routes, req);
  } catch (err) {
    // a client that went away before its body was read (a closed tab, a canceled upload) left
    // nobody to answer: not a fault of ours to log
    if (req.destroyed && !req.complete) return void res.destroy();
    response = unexpectedErrorResponse(err, localeFromHeader(req.headers['accept-language']));
  }
  await send(res, response, req.method !== 'HEAD').catch(() => res.destroy());
  // An answer given before the body was read (413 on its declared length): discard the rest, as
  // Node does for a body nobody reads, so that the client reads the answer instead of a reset.
  if (!req.complete) {
    req.removeAllListeners('data');
    req.resume();
  }
}

/**
 * A request listener serving /api/v1 from the route files in `routes`. Each request gets an id
 * (the caller's `x-request-id` when well-formed), answered in the same header, carried by its
 * error bodies and its log line.
 */
export function createApiListener(routes: readonly ApiRouteFile[]) {
  return (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const started = performance.now();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // once the answer is out, or the connection gone before it was
    res.once('close', () => {
      // the path without its query, which may hold what a user searched for (a name, a phone)
      const path = (req.url ?? '').split('?')[0];
      const durationMs = Math.round((performance.now() - started) * 100) / 100;
      // a connection gone before the answer was out has no status to tell
      const outcome = res.writableFinished ? { status: res.statusCode } : { ...(res.headersSent ? { status: res.statusCode } : {}), aborted: true };
      logger.info('request', { requestId, method: req.method, path, ...outcome, durationMs });
    });
    return withRequestContext({ requestId }, () => serve(routes, req, res));
  };
}
