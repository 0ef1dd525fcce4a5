import { z } from 'zod';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { findActiveUser, findActiveUserInShop } from '../auth/session-user';

const uuid = z.uuid();

/** allowed; forbidden (not a room of this user's); accountClosed (deactivated, or its shop locked). */
export type JoinDecision = 'allowed' | 'forbidden' | 'accountClosed';

/**
 * Rooms of SPEC §3: `user.{ownId}`, and `shop.{id}` of a shop the user may access. Read from the
 * database at join time, not from the socket's handshake: the account may have been deactivated,
 * its shop locked or its chain changed since the socket connected.
 */
export async function canJoinRoom(db: DbOrTx, userId: string, room: string): Promise<JoinDecision> {
  const [kind, id, ...rest] = room.split('.');
  if (rest.length > 0 || !id || !uuid.safeParse(id).success) return 'forbidden';
  if (kind === 'user') {
    if (id !== userId) return 'forbidden';
    return (await findActiveUser(db, userId)) ? 'allowed' : 'accountClosed';
  }
  if (kind !== 'shop') return 'forbidden';
  const found = await findActiveUserInShop(db, userId, id);
  if (!found) return 'accountClosed';
  return found.user.role !== Role.SYSTEM_ADMIN && found.shop ? 'allowed' : 'forbidden';
}

/** The rooms a client may name in JOIN_ROOM and LEFT_ROOM (the server's own rooms are not among them). */
export const isClientRoom = (room: string) => /^(user|shop)\.[^.]+$/.test(room);
