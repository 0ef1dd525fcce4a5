import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema/refresh-tokens';
import { users } from '../../db/schema/users';
import { shops } from '../../db/schema/shops';
import type { AfterCommit } from '../../core/after-commit';
import { endShopSockets } from '../../realtime/end-sockets';
import { findShop } from './find-shop';

/** Locks or unlocks a shop; a locked shop's staff cannot sign in and their sessions and sockets end. */
export async function setShopLock(db: DbOrTx, input: { shopId: string; isLocked: boolean; afterCommit: AfterCommit }): Promise<{ id: string; isLocked: boolean }> {
  await findShop(db, input.shopId, { forUpdate: true });
  await db.update(shops).set({ isLocked: input.isLocked, updatedAt: sql`now()` }).where(eq(shops.id, input.shopId));
  if (input.isLocked) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(sql`${refreshTokens.revokedAt} is null and ${refreshTokens.userId} in (select ${users.id} from ${users} where ${users.shopId} = ${input.shopId})`);
    input.afterCommit(() => endShopSockets(input.shopId));
  }
  return { id: input.shopId, isLocked: input.isLocked };
}
