import type { Socket } from 'socket.io-client';

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
