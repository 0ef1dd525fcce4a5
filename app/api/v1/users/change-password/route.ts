import { changePasswordBody } from '@/lib/contracts/users';
import { route } from '@/server/http/route';
import { changePassword } from '@/server/modules/users/change-password';

export const PUT = route({ auth: 'user', body: changePasswordBody }, async ({ db, user, tokenFamily, body, afterCommit }) => {
  await changePassword(db, { userId: user.id, keepTokenFamily: tokenFamily, change: body, afterCommit });
  return { success: true };
});
