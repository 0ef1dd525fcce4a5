import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { revokeDisplayLink } from '@/server/modules/display-links/manage-display-links';
import { closeDisplaySockets } from '@/server/realtime/io';

// revoked: the screen it opened stops at once
export const DELETE = route({ auth: 'shop', permission: 'STORE_SETTINGS_UPDATE', params: idParams }, async ({ db, shop, params, afterCommit }) => {
  await revokeDisplayLink(db, { shopId: shop.id, linkId: params.id });
  afterCommit(() => closeDisplaySockets(params.id));
});
