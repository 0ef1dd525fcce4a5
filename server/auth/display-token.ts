import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { displayLinks } from '../db/schema/activities';

/** A new link's token: 32 random bytes, readable in a URL; only its hash is kept. */
export const newDisplayToken = () => randomBytes(32).toString('base64url');
export const hashDisplayToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The live (not revoked) link a token opens, or null. */
export async function findDisplayLink(db: DbOrTx, token: string | null | undefined): Promise<{ id: string; shopId: string } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: displayLinks.id, shopId: displayLinks.shopId })
    .from(displayLinks)
    .where(and(eq(displayLinks.tokenHash, hashDisplayToken(token)), isNull(displayLinks.revokedAt)));
  return row ?? null;
}
