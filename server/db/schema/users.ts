import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { chains, shops } from './shops';

export const users = pgTable(
  'users',
  {
    id: id(),
    // null only for the system administrator.
    shopId: uuid('shop_id').references(() => shops.id),
    // set when the user is a member of the shop's chain and may switch between its branches.
    chainId: uuid('chain_id').references(() => chains.id),
    role: smallint('role').notNull(),
    name: text('name').notNull(),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    gender: smallint('gender'),
    imageFileId: uuid('image_file_id'),
    passwordHash: text('password_hash').notNull(),
    isSingleUserFlowEnabled: boolean('is_single_user_flow_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_shop_id_idx').on(t.shopId),
    index('users_chain_id_idx').on(t.chainId),
    check('users_role_check', sql`${t.role} between 1 and 6`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
    check('users_shop_check', sql`(${t.role} = 1) = (${t.shopId} is null)`),
  ],
);

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
