import { route } from '@/server/http/route';
import { badRequest } from '@/server/core/app-error';
import { updateAvatar } from '@/server/modules/users/update-avatar';

export const PUT = route({ auth: 'user', upload: { field: 'document', required: true, accept: 'image' } }, async ({ db, user, file }) => {
  if (!file) throw badRequest('errors.fileRequired');
  return updateAvatar(db, { userId: user.id, shopId: user.shopId, file });
});
