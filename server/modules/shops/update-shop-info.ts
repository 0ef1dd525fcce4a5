import { eq, sql } from 'drizzle-orm';
import { SHOP_INFO_FIELDS, type ShopResponse, type UpdateShopInfoInput } from '@/lib/contracts/shops';
import { pick } from '@/lib/pick';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { notFound } from '../../core/app-error';
import type { UploadedFile } from '../../core/uploaded-file';
import { storeFile } from '../files/store-file';
import { toShopResponse } from './to-shop-response';

export async function updateShopInfo(
  db: DbOrTx,
  input: { shopId: string; userId: string; changes: UpdateShopInfoInput; logo: UploadedFile | null },
): Promise<ShopResponse> {
  const { shopId, changes } = input;
  const logoFileId = input.logo ? await storeFile(db, { shopId, uploadedBy: input.userId, kind: 'logo', file: input.logo }) : undefined;
  const [row] = await db
    .update(shops)
    // the contract's fields, and nothing else a client might send
    .set({ ...pick(changes, SHOP_INFO_FIELDS), ...(logoFileId ? { logoFileId } : {}), updatedAt: sql`now()` })
    .where(eq(shops.id, shopId))
    .returning();
  if (!row) throw notFound('errors.shopNotFound');
  return toShopResponse(row);
}
