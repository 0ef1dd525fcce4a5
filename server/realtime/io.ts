import type { Server } from 'socket.io';
import { DISPLAY_NAMESPACE, DISPLAY_QUEUE_CHANGED, displayLinkRoom, displayRoom, type RealtimeEventType, shopRoom, SocketEvent, userRoom } from '@/lib/realtime/events';

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

/** Tells the shop's waiting-room screens their queue changed (and nothing of what changed). */
export function emitToDisplays(shopId: string): void {
  realtimeServer()?.of(DISPLAY_NAMESPACE).to(displayRoom(shopId)).emit(DISPLAY_QUEUE_CHANGED);
}

/** Ends the screens opened with a link that was just revoked. */
export function closeDisplaySockets(linkId: string): void {
  realtimeServer()?.of(DISPLAY_NAMESPACE).in(displayLinkRoom(linkId)).disconnectSockets(true);
}
