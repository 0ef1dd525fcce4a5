import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/entities/employees/employee-keys';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { api } from '@/lib/api/client';
import { employeePage } from '@/lib/contracts/employees';
import { supplierPage } from '@/lib/contracts/suppliers';

// The shop's staff and suppliers by name, for the cash book's staff filter and a voucher's payer: a
// shop has a few dozen of each, so one page of the largest size holds them (customers, who may be
// thousands, are picked with the customer typeahead instead).

type Option = { value: string; label: string };
const OPTIONS_PAGE = { limit: 100, sort: 'name:asc' };

export const staffOptionsQuery = (shopId: string, status: 'all' | 'active') =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'options', shopId, status],
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.get('/employees', { params: { ...OPTIONS_PAGE, status }, headers: { 'shop-Id': shopId } });
      return employeePage.parse(data).items.map((e) => ({ value: e.id, label: e.name }));
    },
  });

export const supplierOptionsQuery = (shopId: string) =>
  queryOptions({
    queryKey: [...supplierKeys.all, 'options', shopId],
    queryFn: async (): Promise<Option[]> => {
      const { data } = await api.get('/suppliers', { params: { ...OPTIONS_PAGE, active: 'true' }, headers: { 'shop-Id': shopId } });
      return supplierPage.parse(data).items.map((s) => ({ value: s.id, label: s.name }));
    },
  });

/** Everyone who may have written a voucher (those who left too): the staff filter. */
export const useStaffOptions = (shopId: string) => useQuery(staffOptionsQuery(shopId, 'all'));
