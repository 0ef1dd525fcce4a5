import { isUuid } from '@/lib/contracts/params';
import type { ShopRow } from '../auth/shop-access';
import { AppError, forbidden } from '../core/app-error';

const shopHeader = (req: Request) => req.headers.get('shop-id')?.trim();

/** The `shop-Id` header when it can name a shop (a uuid), for the look-up of the request's user. */
export function requestedShopId(req: Request): string | undefined {
  const header = shopHeader(req);
  return isUuid(header) ? header : undefined;
}

/**
 * The shop named by the `shop-Id` header (DESIGN §3), given what the user's look-up found for
 * requestedShopId: 400 without the header, 403 when this user may not work there.
 */
export function requireShop(req: Request, found: ShopRow | null): ShopRow {
  if (!shopHeader(req)) throw new AppError('BadRequest', 'errors.shopRequired', [{ field: 'shop-Id', messages: ['errors.shopRequired'] }]);
  if (!found) throw forbidden('errors.shopForbidden');
  return found;
}
