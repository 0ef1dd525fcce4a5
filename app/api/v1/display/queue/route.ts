import { DISPLAY_TOKEN_HEADER } from '@/lib/contracts/display-links';
import { findDisplayLink } from '@/server/auth/display-token';
import { notFound } from '@/server/core/app-error';
import { route } from '@/server/http/route';
import { getDisplayQueue } from '@/server/modules/display-links/get-display-queue';

// a waiting-room screen's queue: no sign-in, a display link's token (revoked or unknown: 404)
export const GET = route({ auth: 'public' }, async ({ db, req }) => {
  const link = await findDisplayLink(db, req.headers.get(DISPLAY_TOKEN_HEADER));
  if (!link) throw notFound('errors.displayLinkNotFound');
  return getDisplayQueue(db, { shopId: link.shopId });
});
