import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { SessionUser } from '@/lib/contracts/session';
import { DISPLAY_NAMESPACE, displayLinkRoom, displayRoom, SocketEvent } from '@/lib/realtime/events';
import { type Locale, localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { bearerToken, verifyAccessToken } from '../auth/access-token';
import { findDisplayLink } from '../auth/display-token';
import { findActiveUser, toSessionUser } from '../auth/session-user';
import { getDb } from '../db/client';
import { isConnectionError } from '../core/connection-error';
import { logger } from '../core/logger';
import { createRedisClient } from '../core/redis';
import { canJoinRoom, isClientRoom } from './can-join-room';
import { setIo } from './io';
import { serverRoomsOf } from './server-rooms';

interface SocketData {
  user: SessionUser;
  /** refresh-token family of the sign-in whose access token opened the socket */
  familyId: string;
  locale: Locale;
}

function tokenOf(socket: Socket): string | null {
  const fromAuth = socket.handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  return bearerToken(socket.handshake.headers.authorization);
}

/**
 * The Redis adapter sends its publishes and (un)subscribes without awaiting them: while Redis is down,
 * or when the server closes before its subscriber has connected, each failed one would be an
 * unhandled rejection. Local delivery does not depend on them (realtime degrades to this instance)
 * and the client already logs the lost connection.
 */
function ignoreFailures(client: Redis, commands: ReadonlyArray<'publish' | 'psubscribe' | 'subscribe' | 'punsubscribe' | 'unsubscribe'>): Redis {
  for (const command of commands) {
    const send = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, { [command]: (...args: unknown[]) => send(...args).catch(() => 0) });
  }
  return client;
}

/** The path socket.io serves; it answers `${SOCKET_IO_PATH}/…` and nothing else. */
export const SOCKET_IO_PATH = '/socket.io';

/** True for the requests socket.io answers itself (engine.io matches the path with its trailing slash). */
export const isSocketIoRequest = (url: string | undefined) => !!url?.startsWith(`${SOCKET_IO_PATH}/`);

/** socket.io on the app's HTTP server: bearer-authenticated, rooms checked on every join. */
export interface SocketServer {
  io: Server;
  close: () => Promise<void>;
}

export function attachSocketServer(httpServer: HttpServer, options: { redisUrl?: string; redisKeyPrefix?: string } = {}): SocketServer {
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(httpServer, {
    path: SOCKET_IO_PATH,
    serveClient: false,
  });

  // With Redis, several instances share rooms; while Redis is down each instance still reaches
  // its own sockets.
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = ignoreFailures(createRedisClient(options.redisUrl), ['publish']);
    const sub = ignoreFailures(pub.duplicate(), ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe']);
    sub.on('error', (err) => logger.error('[redis sub]', { error: err.message }));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix ?? 'pawdesk'}:socket.io` }));
  }

  io.use(async (socket, next) => {
    try {
      const claims = await verifyAccessToken(tokenOf(socket));
      const row = claims ? await findActiveUser(getDb(), claims.sub) : null;
      if (!claims || !row) return next(new Error('Unauthorized'));
      socket.data.user = toSessionUser(row);
      socket.data.familyId = claims.fam;
      socket.data.locale = localeFromHeader(socket.handshake.auth?.locale ?? socket.handshake.headers['accept-language']);
      next();
    } catch (err) {
      // The database is out for a moment: drop the connection rather than refuse it, because a
      // client refused by middleware never retries, while a dropped one reconnects by itself.
      if (isConnectionError(err)) return void socket.conn.close();
      next(new Error('Unauthorized'));
    }
  });

  // Waiting-room screens: a display link's token instead of a user; they only listen, in their shop's
  // display room (and their link's, so revoking it ends them).
  const displays = io.of(DISPLAY_NAMESPACE);
  displays.use(async (socket, next) => {
    try {
      const link = await findDisplayLink(getDb(), typeof socket.handshake.auth?.displayToken === 'string' ? socket.handshake.auth.displayToken : null);
      if (!link) return next(new Error('Unauthorized'));
      await socket.join([displayRoom(link.shopId), displayLinkRoom(link.id)]);
      next();
    } catch (err) {
      if (isConnectionError(err)) return void socket.conn.close();
      next(new Error('Unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    // so that deactivation, a password change, a shop lock or sign-out can end it (end-sockets.ts)
    void socket.join(serverRoomsOf(socket.data.user, socket.data.familyId));
    const fail = (room: unknown) => {
      const message = typeof room === 'string'
        ? translate(socket.data.locale, 'errors.roomForbidden', { room: room.slice(0, 80) })
        : translate(socket.data.locale, 'errors.roomInvalid');
      socket.emit(SocketEvent.ERROR, { message, room });
    };
    // An optional acknowledgement callback tells the client whether it joined.
    socket.on(SocketEvent.JOIN_ROOM, async (room: unknown, ack?: unknown) => {
      let decision: Awaited<ReturnType<typeof canJoinRoom>> = 'forbidden';
      try {
        if (typeof room === 'string') decision = await canJoinRoom(getDb(), socket.data.user.id, room);
        if (decision === 'allowed') await socket.join(room as string);
      } catch {
        decision = 'forbidden';
      }
      if (decision !== 'allowed') fail(room);
      if (typeof ack === 'function') ack({ ok: decision === 'allowed' });
      // deactivated or its shop locked since it connected: the socket has nothing left to hear
      if (decision === 'accountClosed') socket.disconnect(true);
    });
    socket.on(SocketEvent.LEFT_ROOM, async (room: unknown, ack?: unknown) => {
      // never the server's own rooms: leaving those would keep a socket out of reach of end-sockets.ts
      if (typeof room === 'string' && isClientRoom(room)) await socket.leave(room);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  setIo(io as unknown as Server);
  return {
    io: io as unknown as Server,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      setIo(undefined);
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
