import type { Server } from 'socket.io';
import { shopRoom } from '@/lib/realtime/events';
import { realtimeServer } from './io';
import { accountRoom, sessionRoom, staffRoom } from './server-rooms';

// Call these once the change that ends the sessions has committed: a socket that reconnects at
// once must find the account already deactivated or its shop already locked.
//
// Each runs twice: on this instance's own sockets at once (with Redis, the adapter applies even
// its own requests only when they come back through Redis, so not at all while Redis is down),
// then through the adapter for every instance.

function onEveryInstance(act: (scope: Pick<Server, 'in'>) => void): void {
  const io = realtimeServer();
  if (!io) return;
  for (const scope of [io.local, io]) act(scope);
}

function endSockets(rooms: string[], except: string[] = []): void {
  onEveryInstance((scope) => scope.in(rooms).except(except).disconnectSockets(true));
}

/** Ends every socket of a user, except those of the sign-in `keepSession` (the one that asked). */
export function endUserSockets(userId: string, options: { keepSession?: string } = {}): void {
  endSockets([accountRoom(userId)], options.keepSession ? [sessionRoom(options.keepSession)] : []);
}

/** Ends the sockets of one sign-in (its refresh-token family), e.g. on sign-out. */
export function endSessionSockets(familyId: string): void {
  endSockets([sessionRoom(familyId)]);
}

/** A locked shop: its staff's sockets end, and chain members of other branches leave its room. */
export function endShopSockets(shopId: string): void {
  endSockets([staffRoom(shopId)]);
  onEveryInstance((scope) => scope.in(shopRoom(shopId)).socketsLeave(shopRoom(shopId)));
}
