import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { shops } from '../../db/schema/shops';

export type FileRow = typeof files.$inferSelect;

/**
 * A file the user may read: the system admin reads any; others their own uploads and the files of
 * the shops they may access. Anything else is reported as missing, never as forbidden.
 */
export async function getFile(db: DbOrTx, input: { user: SessionUser; fileId: string }): Promise<FileRow | null> {
  const { user, fileId } = input;
  const [row] = await db
    .select({ file: files, chainId: shops.chainId })
    .from(files)
    .leftJoin(shops, eq(shops.id, files.shopId))
    .where(eq(files.id, fileId))
    .limit(1);
  if (!row) return null;
  if (user.isSysAdmin || row.file.uploadedBy === user.id) return row.file;
  const ownShop = row.file.shopId !== null && row.file.shopId === user.shopId;
  const branch = row.file.shopId !== null && user.chainId !== null && row.chainId === user.chainId;
  return ownShop || branch ? row.file : null;
}
