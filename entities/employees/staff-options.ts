import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { employeePage } from '@/lib/contracts/employees';
import { employeeKeys } from './employee-keys';

/** The shop's active staff, by name: who an activity is assigned to, who performed a line. */
export const staffOptionsQuery = (shopId: string) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'options', shopId],
    queryFn: async () => {
      const { data } = await api.get('/employees', { params: { status: 'active', limit: 100, sort: 'name:asc' }, headers: { 'shop-Id': shopId } });
      return employeePage.parse(data).items.map((e) => ({ value: e.id, label: e.name }));
    },
    staleTime: 5 * 60_000,
  });

export const useStaffOptions = (shopId: string) => useQuery(staffOptionsQuery(shopId)).data ?? [];
