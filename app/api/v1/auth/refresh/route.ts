import { z } from 'zod';
import { rotateRefreshToken } from '@/server/auth/refresh-tokens';
import { route } from '@/server/http/route';
import { endSessionSockets } from '@/server/realtime/end-sockets';

const body = z.object({ refreshToken: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) });

// Exchanges a refresh token for a new pair. Not wrapped in a transaction: a detected reuse must
// revoke the token family even though the call then fails, and end that sign-in's sockets.
export const POST = route({ auth: 'public', body, transactional: false }, async ({ db, body: { refreshToken } }) => {
  const { tokens } = await rotateRefreshToken(db, refreshToken, endSessionSockets);
  return tokens;
});
