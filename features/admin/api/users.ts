import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { adminUserPage } from '@/lib/contracts/admin';
import { adminKeys } from './admin-keys';

/** The filters the accounts list keeps in its URL, besides page, page size and sort. */
export const USER_LIST_FILTERS = ['search', 'role', 'shopId', 'status'] as const;

export type UserFilters = { page: number; limit: number; search: string; role: string; shopId: string; status: string; sort: string };

export async function listUsers(filters: UserFilters) {
  const { data } = await api.get('/admin/users', { params: compactParams(filters) });
  return adminUserPage.parse(data);
}

export const useAdminUsers = (filters: UserFilters) =>
  useQuery({ queryKey: adminKeys.userList(filters), queryFn: () => listUsers(filters), placeholderData: keepPreviousData });
