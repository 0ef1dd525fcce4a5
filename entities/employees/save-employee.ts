import type { z } from 'zod';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type createEmployeeBody, type Employee, employeeResponse, type updateEmployeeBody } from '@/lib/contracts/employees';
import { employeeKeys } from './employee-keys';

type CreateValues = z.output<typeof createEmployeeBody>;
type UpdateValues = z.output<typeof updateEmployeeBody>;

/** POST /employees, or PUT /employees/{id} when editing (a password there resets it). */
export async function saveEmployee(input: { id?: string; values: CreateValues | UpdateValues }): Promise<Employee> {
  const { data } = input.id ? await api.put(`/employees/${input.id}`, input.values) : await api.post('/employees', input.values);
  return employeeResponse.parse(data);
}

export async function setEmployeeStatus(input: { id: string; isActive: boolean }): Promise<Employee> {
  const { data } = await api.put(`/employees/${input.id}/status`, { isActive: input.isActive });
  return employeeResponse.parse(data);
}

// silent: the form shows the field errors (a taken email or phone is a 409 naming the field)
export const useSaveEmployee = () => useInvalidatingMutation(saveEmployee, [employeeKeys.all], { silent: true });

export const useSetEmployeeStatus = () => useInvalidatingMutation(setEmployeeStatus, [employeeKeys.all]);
