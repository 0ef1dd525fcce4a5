import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { chains } from './chains';
import { shops } from './shops';

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
    // references files (migration 0011: files refers back to users)
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
