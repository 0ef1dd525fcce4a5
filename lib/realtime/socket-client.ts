import type { Socket } from 'socket.io-client';
import { DISPLAY_NAMESPACE } from './events';

/**
 * A socket to this site's socket.io, authenticated with the bearer token (SPEC §7). The client
 * library loads here, after the page, rather than with it.
 */
export async function createSocket(accessToken: string, locale: string): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    auth: { token: accessToken, locale },
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
}

/** A waiting-room screen's socket: its display link's token instead of a user, in the display namespace. */
export async function createDisplaySocket(displayToken: string): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io(DISPLAY_NAMESPACE, { path: '/socket.io', auth: { displayToken }, transports: ['websocket', 'polling'] });
}
