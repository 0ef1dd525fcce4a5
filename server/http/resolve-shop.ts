import { z } from 'zod';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../db/client';
import { findAccessibleShop, type ShopRow } from '../modules/shops/find-accessible-shop';
import { AppError, forbidden } from './app-error';

const uuid = z.uuid();

/** The shop named by the `shop-Id` header, if this user may work in it (DESIGN §3). */
export async function resolveShop(db: DbOrTx, req: Request, user: SessionUser): Promise<ShopRow> {
  const header = req.headers.get('shop-id')?.trim();
  if (!header) throw new AppError('BadRequest', 'errors.shopRequired', [{ field: 'shop-Id', messages: ['errors.shopRequired'] }]);
  if (!uuid.safeParse(header).success) throw forbidden('errors.shopForbidden');
  const shop = await findAccessibleShop(db, user, header);
  if (!shop) throw forbidden('errors.shopForbidden');
  return shop;
}
