import { displayLinkBody } from '@/lib/contracts/display-links';
import { route } from '@/server/http/route';
import { createDisplayLink, listDisplayLinks } from '@/server/modules/display-links/manage-display-links';

// the waiting-room screens' links, made and revoked by the shop admin (Store settings)
export const GET = route({ auth: 'shop', permission: 'STORE_SETTINGS_UPDATE' }, ({ db, shop }) => listDisplayLinks(db, { shopId: shop.id }));

export const POST = route({ auth: 'shop', permission: 'STORE_SETTINGS_UPDATE', body: displayLinkBody }, ({ db, shop, user, body }) =>
  createDisplayLink(db, { shopId: shop.id, userId: user.id, name: body.name }),
);
