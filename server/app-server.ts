import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { ensureAuthSecret } from './auth/ensure-secret';
import { CLIENT_IP_HEADER } from './auth/client-ip';
import { stampRequestOrigin } from './auth/request-origin';
import { closeDb, getDb } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './seed/seed-demo';
import { serverEnv } from './core/env';
import { createApiListener, isApiRequest } from './http/api-listener';
import { findApiRouteFiles } from './http/api-routes';
import { answerClientError } from './http/client-error';
import { applySecurityHeaders, securityHeaders } from './http/security-headers';
import { attachSocketServer, isSocketIoRequest } from './realtime/socket-server';

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
  httpServer.on('request', (req, res) => {
    // socket.io answers its own path through its own listener; a URL that merely starts like it
    // (`/socket.io`, `/socket.iox`, `/socket.io?EIO=4`) is ours to answer, or it would hang.
    if (isSocketIoRequest(req.url)) return;
    stampClientIp(req);
    stampRequestOrigin(req.headers, env.TRUST_PROXY, ownHost);
    applySecurityHeaders(res, headers);
    if (api && isApiRequest(req.url)) return void api(req, res);
    handle(req, res).catch((err) => {
      console.error('[http]', err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  httpServer.on('clientError', answerClientError);
  const sockets = attachSocketServer(httpServer, { redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve());
  });
  const actualPort = (httpServer.address() as AddressInfo).port;
  ownHost = `localhost:${actualPort}`;

  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    seeded,
    httpServer,
    close: async () => {
      await sockets.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await app.close?.();
      await closeDb();
    },
  };
}
