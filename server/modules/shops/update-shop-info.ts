import { eq, sql } from 'drizzle-orm';
import type { ShopResponse, UpdateShopInfoInput } from '@/lib/contracts/shops';
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
    .set({
      name: changes.name,
      alias: changes.alias,
      phone: changes.phone,
      address: changes.address,
      bankInfo: changes.bankInfo,
      vatSettings: changes.vatSettings,
      ...(logoFileId ? { logoFileId } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(shops.id, shopId))
    .returning();
  if (!row) throw notFound('errors.shopNotFound');
  return toShopResponse(row);
}
