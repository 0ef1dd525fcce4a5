import type { Employee } from '@/lib/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { findInShop } from '../../db/sql/find-in-shop';
import { toEmployeeResponse } from './to-employee-response';

/** A staff member of this shop, as the staff form shows them. */
export async function getEmployee(db: DbOrTx, input: { shopId: string; employeeId: string }): Promise<Employee> {
  return toEmployeeResponse(await findInShop(db, users, { shopId: input.shopId, id: input.employeeId }, 'errors.employeeNotFound'));
}
