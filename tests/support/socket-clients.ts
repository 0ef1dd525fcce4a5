import { io as connect, type Socket } from 'socket.io-client';
import { SocketEvent } from '@/lib/realtime/events';

/** socket.io clients as the console opens them (websocket, bearer token), closed together. */
export function socketClients() {
  const open: Socket[] = [];
  return {
    client(url: string, auth: Record<string, string> = {}, headers: Record<string, string> = {}): Socket {
      const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth, extraHeaders: headers, reconnection: false, forceNew: true });
      open.push(socket);
      return socket;
    },
    closeAll() {
      while (open.length) open.pop()?.disconnect();
    },
  };
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

export const join = (socket: Socket, room: string) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit(SocketEvent.JOIN_ROOM, room, (ack: { ok: boolean }) => resolve(ack)));

export const nextEvent = <T>(socket: Socket, name: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

export const noEvent = (socket: Socket, name: string, ms = 500) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    socket.once(name, () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

/** The reason the server gave for ending the connection, or null if it is still open after `ms`. */
export const disconnection = (socket: Socket, ms = 3000) =>
  new Promise<string | null>((resolve) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
