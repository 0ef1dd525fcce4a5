import { updateMeBody } from '@/lib/contracts/users';
import { route } from '@/server/http/route';
import { toUserResponse } from '@/server/modules/users/to-user-response';
import { updateMe } from '@/server/modules/users/update-me';

// The signed-in user's own profile (SPEC §7).
export const GET = route({ auth: 'user' }, async ({ userRow }) => toUserResponse(userRow));

export const PUT = route({ auth: 'user', body: updateMeBody }, ({ db, user, body }) => updateMe(db, { userId: user.id, changes: body }));
