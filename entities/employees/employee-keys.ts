import { keyFactory } from '@/lib/api/key-factory';

export const employeeKeys = keyFactory('employees');
