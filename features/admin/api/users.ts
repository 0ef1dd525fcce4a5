import { listQuery } from '@/lib/api/list-query';
import { adminUserPage } from '@/lib/contracts/admin';
import { adminKeys } from './admin-keys';

/** The filters the accounts list keeps in its URL, besides page, page size and sort. */
export const USER_LIST_FILTERS = ['search', 'role', 'shopId', 'status'] as const;

/** One page of every account of the system, as the accounts list asks for it. */
export const adminUsersQuery = (request: Record<string, string | number | undefined>) =>
  listQuery({ path: '/admin/users', key: adminKeys.userList(request), page: adminUserPage }, request);
