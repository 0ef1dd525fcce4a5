import type { Chain } from '@/lib/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';

export async function createChain(db: DbOrTx, input: { name: string }): Promise<Chain> {
  const [row] = await db.insert(chains).values({ name: input.name }).returning();
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), branches: [], members: [] };
}
