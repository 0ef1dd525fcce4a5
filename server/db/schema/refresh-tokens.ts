import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

// Refresh tokens of the sign-ins (DESIGN §1), rotated on every refresh.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha-256 of the token; the token itself is only ever held by the client.
    tokenHash: text('token_hash').notNull(),
    // all tokens rotated from one sign-in share a family; reuse of a rotated token revokes it.
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // set when the token was exchanged for a new one.
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    // set by sign-out, password change, deactivation or detected reuse.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);
