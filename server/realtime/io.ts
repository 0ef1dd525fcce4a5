import type { Server } from 'socket.io';
import { type RealtimeEventType, shopRoom, SocketEvent, userRoom } from '@/lib/realtime/events';

// server.ts and the bundled route handlers share one process: the io instance lives on globalThis.
const KEY = Symbol.for('pawdesk.io');
type GlobalWithIo = typeof globalThis & { [KEY]?: Server };

export function setIo(io: Server | undefined): void {
  (globalThis as GlobalWithIo)[KEY] = io;
}

/** The socket.io server of this process, once server.ts has attached it. */
export function realtimeServer(): Server | undefined {
  return (globalThis as GlobalWithIo)[KEY];
}

/** Sends `TO_CLIENT { type, data }` to everyone in the shop's room. */
export function emitToShop(shopId: string, type: RealtimeEventType, data: unknown): void {
  realtimeServer()?.to(shopRoom(shopId)).emit(SocketEvent.TO_CLIENT, { type, data });
}

/** Sends `TO_CLIENT { type, data }` to every connection of one user. */
export function emitToUser(userId: string, type: RealtimeEventType, data: unknown): void {
  realtimeServer()?.to(userRoom(userId)).emit(SocketEvent.TO_CLIENT, { type, data });
}
