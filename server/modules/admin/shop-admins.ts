import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

// Who runs a shop, for the admin's shop list: its own first shop admin (an active one before an
// inactive one). A branch may have none of its own: the chain's members may switch to any of its
// branches (DESIGN §4), so the chain's first active shop admin among them runs it.

export const ownAdmins = (db: DbOrTx) => {
  const u = alias(users, 'own_admin_user');
  return db
    .selectDistinctOn([u.shopId], { shopId: u.shopId, id: u.id, name: u.name, email: u.email })
    .from(u)
    .where(eq(u.role, Role.SHOP_ADMIN))
    .orderBy(u.shopId, desc(u.isActive), asc(u.createdAt), asc(u.id))
    .as('own_admin');
};

export const chainAdmins = (db: DbOrTx) => {
  const u = alias(users, 'chain_admin_user');
  return db
    .selectDistinctOn([u.chainId], { chainId: u.chainId, id: u.id, name: u.name, email: u.email })
    .from(u)
    .where(and(eq(u.role, Role.SHOP_ADMIN), eq(u.isActive, true), isNotNull(u.chainId)))
    .orderBy(u.chainId, asc(u.createdAt), asc(u.id))
    .as('chain_admin');
};
