import { z } from 'zod';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../db/client';
import { findAccessibleShop } from '../auth/shop-access';

const uuid = z.uuid();

/** Rooms of SPEC §3: `user.{ownId}`, and `shop.{id}` of a shop the user may access. */
export async function canJoinRoom(db: DbOrTx, user: SessionUser, room: string): Promise<boolean> {
  const [kind, id, ...rest] = room.split('.');
  if (rest.length > 0 || !id || !uuid.safeParse(id).success) return false;
  if (kind === 'user') return id === user.id;
  if (kind === 'shop') return !user.isSysAdmin && (await findAccessibleShop(db, user, id)) !== null;
  return false;
}
