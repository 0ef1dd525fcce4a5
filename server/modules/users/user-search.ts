import { or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { containsPattern, foldSql } from '../../db/sql/fold';

/** The sortable fields of a list of accounts (a shop's staff, every account of the system). */
export const USER_SORT_COLUMNS = { name: [users.nameOrder, users.name], email: users.email, role: users.role, createdAt: users.createdAt };

// Accounts are few (a shop's handful of staff, a few per shop in all): a folded LIKE over name,
// email and phone is quick enough, without search terms.
export const byNameEmailOrPhone = (search: string) => {
  const pattern = containsPattern(search);
  return or(sql`${foldSql(users.name)} like ${pattern}`, sql`${foldSql(users.email)} like ${pattern}`, sql`coalesce(${users.phoneNumber}, '') like ${pattern}`)!;
};
