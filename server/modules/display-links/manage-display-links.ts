import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DisplayLink } from '@/lib/contracts/display-links';
import type { DbOrTx } from '../../db/client';
import { displayLinks } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { findInShop } from '../../db/sql/find-in-shop';
import { hashDisplayToken, newDisplayToken } from '../../auth/display-token';

const columns = { row: displayLinks, createdByName: users.name };
const toLink = ({ row, createdByName }: { row: typeof displayLinks.$inferSelect; createdByName: string | null }): DisplayLink => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy && createdByName !== null ? { id: row.createdBy, name: createdByName } : null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The shop's waiting-room links, newest first, revoked ones with when. */
export async function listDisplayLinks(db: DbOrTx, input: { shopId: string }): Promise<DisplayLink[]> {
  const rows = await db.select(columns).from(displayLinks).leftJoin(users, eq(users.id, displayLinks.createdBy)).where(eq(displayLinks.shopId, input.shopId)).orderBy(desc(displayLinks.createdAt));
  return rows.map(toLink);
}

/** A new link for a waiting-room screen; its token is answered this once. */
export async function createDisplayLink(db: DbOrTx, input: { shopId: string; userId: string; name: string }): Promise<DisplayLink & { token: string }> {
  const token = newDisplayToken();
  const [row] = await db.insert(displayLinks).values({ shopId: input.shopId, name: input.name, tokenHash: hashDisplayToken(token), createdBy: input.userId }).returning();
  const [link] = await db.select(columns).from(displayLinks).leftJoin(users, eq(users.id, displayLinks.createdBy)).where(eq(displayLinks.id, row.id));
  return { ...toLink(link), token };
}

/** Revokes a link: its screen stops at once (its sockets are closed by the caller after commit). */
export async function revokeDisplayLink(db: DbOrTx, input: { shopId: string; linkId: string }): Promise<void> {
  await findInShop(db, displayLinks, { shopId: input.shopId, id: input.linkId }, 'errors.displayLinkNotFound');
  await db
    .update(displayLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(displayLinks.id, input.linkId), isNull(displayLinks.revokedAt)));
}
