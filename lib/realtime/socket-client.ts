import { io, type Socket } from 'socket.io-client';

/** A socket to this site's socket.io, authenticated with the bearer token (SPEC §7). */
export function createSocket(accessToken: string, locale: string): Socket {
  return io({
    path: '/socket.io',
    auth: { token: accessToken, locale },
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
}
