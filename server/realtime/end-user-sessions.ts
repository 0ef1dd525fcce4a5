import type { DbOrTx } from '../db/client';
import { revokeUserTokens } from '../auth/refresh-tokens';
import type { AfterCommit } from '../core/after-commit';
import { endUserSockets } from './end-sockets';

/**
 * Ends a user's sign-ins: their refresh tokens at once, in the caller's transaction, and their
 * sockets once it has committed — except the sign-in `keep` (the one changing its own password).
 */
export async function endUserSessions(db: DbOrTx, input: { userId: string; keep?: string; afterCommit: AfterCommit }): Promise<void> {
  await revokeUserTokens(db, input.userId, input.keep);
  input.afterCommit(() => endUserSockets(input.userId, { keepSession: input.keep }));
}
