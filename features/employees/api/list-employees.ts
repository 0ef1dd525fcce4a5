import { employeeKeys } from '@/entities/employees/employee-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { employeePage } from '@/lib/contracts/employees';

/** The filters the staff list keeps in its URL, besides page, page size and sort. */
export const EMPLOYEE_LIST_FILTERS = ['search', 'role', 'status'] as const;

/** One page of the shop's staff, as the list screen asks for it. */
export const employeesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/employees', keys: employeeKeys, page: employeePage }, shopId, request);
