import { shopLockBody } from '@/lib/contracts/admin';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { setShopLock } from '@/server/modules/admin/set-shop-lock';

export const PUT = route({ auth: 'admin', params: idParams, body: shopLockBody }, ({ db, params, body, afterCommit }) =>
  setShopLock(db, { shopId: params.id, isLocked: body.isLocked, afterCommit }),
);
