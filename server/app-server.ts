import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { ensureAuthSecret } from './auth/ensure-secret';
import { CLIENT_IP_HEADER } from './auth/client-ip';
import { stampRequestOrigin } from './auth/request-origin';
import { closeDb, getDb } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './seed/seed-demo';
import { startAuditRetention } from './modules/audit/audit-retention';
import { serverEnv } from './core/env';
import { logger } from './core/logger';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestContext } from './core/request-context';
import { setShuttingDown } from './core/shutdown';
import { createApiListener, isApiRequest } from './http/api-listener';
import { findApiRouteFiles } from './http/api-routes';
import { answerClientError } from './http/client-error';
import { applySecurityHeaders, securityHeaders } from './http/security-headers';
import { attachSocketServer, isSocketIoRequest } from './realtime/socket-server';
import { startControlSocket } from './ops/backup/serve-control-socket';

export interface AppServerOptions {
  dev: boolean;
  port?: number;
  host?: string;
  /** seed the demo data into an empty database (default true) */
  seed?: boolean;
}

export interface AppServer {
  url: string;
  port: number;
  seeded: boolean;
  httpServer: HttpServer;
  close: () => Promise<void>;
}

/** How long a shutdown waits for the requests in flight before it closes their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

function stampClientIp(req: IncomingMessage): void {
  // Whatever a client sent under this name is replaced by the socket's own address.
  req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
}

/** Migrates, seeds when empty, and serves Next.js and socket.io on one port. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const env = serverEnv();
  ensureAuthSecret(env.DATA_DIR);
  const port = options.port ?? env.PORT;
  const host = options.host ?? env.HOST;
  // Without a configured public URL (NEXTAUTH_URL) next-auth redirects to the origin each request
  // came from; stampRequestOrigin below leaves it only what this server can vouch for. A fixed
  // default (http://localhost:port) would send a browser that used 127.0.0.1 or the machine's name
  // to another origin, where it has no session cookie.
  process.env.AUTH_TRUST_HOST = 'true';

  await runMigrations();
  const seeded = options.seed === false ? false : await seedIfEmpty(getDb());
  // `npm run backup` asks this process for the embedded database's snapshot (server/ops/backup)
  const control = await startControlSocket(env);
  const stopAuditRetention = startAuditRetention(getDb(), env.AUDIT_RETENTION_DAYS);

  const httpServer = createServer();
  const app = next({ dev: options.dev, dir: process.cwd(), hostname: host, port, httpServer });
  const handle = app.getRequestHandler();
  await app.prepare();
  // production answers /api/v1 directly (http/api-listener.ts); development leaves it to Next.js for hot reload
  const api = options.dev ? null : createApiListener(findApiRouteFiles(path.join(process.cwd(), 'app/api/v1')));

  // behind HTTPS (NEXTAUTH_URL https://…) browsers are also told to keep to it
  const headers = securityHeaders({ dev: options.dev, https: process.env.NEXTAUTH_URL?.startsWith('https://') ?? false });
  // for a request that names no usable host (never a browser's)
  let ownHost = `localhost:${port}`;
  // what is being answered, so that a shutdown can wait for it (drain)
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let drained: (() => void) | undefined;
  const done = (res: ServerResponse) => {
    inFlight.delete(res);
    if (inFlight.size === 0) drained?.();
  };
  const serve = (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (api && isApiRequest(req.url)) return api(req, res);
    // development: Next.js answers /api/v1, in the context of the request's id so that an error
    // body names it (errorResponse sets the header: Next.js would not replace one set here, and
    // a body with another id, made should the context not reach the handler, would disagree)
    if (isApiRequest(req.url)) return withRequestContext({ requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]) }, () => handle(req, res));
    return handle(req, res);
  };
  httpServer.on('request', (req, res) => {
    // socket.io answers its own path through its own listener; a URL that merely starts like it
    // (`/socket.io`, `/socket.iox`, `/socket.io?EIO=4`) is ours to answer, or it would hang.
    if (isSocketIoRequest(req.url)) return;
    stampClientIp(req);
    stampRequestOrigin(req.headers, env.TRUST_PROXY, ownHost);
    applySecurityHeaders(res, headers);
    // a request that came on a kept-alive connection while draining is answered, and its
    // connection closed after it
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    serve(req, res)
      .catch((err) => {
        logger.error('[http] unexpected error', { err, method: req.method, path: req.url?.split('?')[0] });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      })
      // done once the handler has returned and the answer is out (a large body may still be on its way)
      .finally(() => (res.writableFinished || res.destroyed ? done(res) : res.once('close', () => done(res))));
  });
  httpServer.on('clientError', answerClientError);
  const sockets = attachSocketServer(httpServer, { redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve());
  });
  const actualPort = (httpServer.address() as AddressInfo).port;
  setShuttingDown(false);
  ownHost = `localhost:${actualPort}`;

  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    seeded,
    httpServer,
    close: async () => {
      // Drain: a load balancer polling /ready sees 503 and sends no more; the port is closed (a new
      // connection is refused, the proxy tries another instance) and idle kept-alive connections
      // with it; what is in flight is answered, each on a connection closed after it.
      setShuttingDown(true);
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      // the sockets reconnect to another instance; their long-polling requests end here (not
      // awaited: socket.io's close waits for the HTTP server's, which waits for the drain)
      const socketsClosed = sockets.close();
      const answered = new Promise<void>((resolve) => {
        drained = resolve;
        if (inFlight.size === 0) resolve();
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), DRAIN_TIMEOUT_MS)));
      if (await Promise.race([answered.then(() => false), late])) {
        logger.warn('[http] requests still in flight after the drain deadline: closing their connections', { inFlight: inFlight.size, deadlineMs: DRAIN_TIMEOUT_MS });
      }
      clearTimeout(timer);
      httpServer.closeAllConnections();
      await Promise.all([closed, socketsClosed]);
      await app.close?.();
      await control?.close();
      stopAuditRetention();
      // last, once nothing uses it: PGlite must be closed cleanly or its sequences jump after recovery
      await closeDb();
    },
  };
}
