import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { notFound } from '../../core/app-error';
import type { ShopRow } from '../../auth/shop-access';

export async function findShop(db: DbOrTx, shopId: string, { forUpdate = false } = {}): Promise<ShopRow> {
  const query = db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  const [shop] = forUpdate ? await query.for('update') : await query;
  if (!shop) throw notFound('errors.shopNotFound');
  return shop;
}
