import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { employeePage } from '@/lib/contracts/employees';
import { employeeKeys } from '@/entities/employees/employee-keys';

export type EmployeeFilters = { page: number; limit: number; search: string; role: string; status: string; sort: string };

export async function listEmployees(shopId: string, filters: EmployeeFilters) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
  const { data } = await api.get('/employees', { params, headers: { 'shop-Id': shopId } });
  return employeePage.parse(data);
}

export const employeesQuery = (shopId: string, filters: EmployeeFilters) =>
  queryOptions({ queryKey: employeeKeys.list(shopId, filters), queryFn: () => listEmployees(shopId, filters), placeholderData: keepPreviousData });

export const useEmployees = (shopId: string, filters: EmployeeFilters) => useQuery(employeesQuery(shopId, filters));
