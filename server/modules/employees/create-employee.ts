import type { CreateEmployeeInput, Employee } from '@/lib/contracts/employees';
import { hashPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { assertUniqueContact } from './assert-unique-contact';
import { toEmployeeResponse } from './to-employee-response';

export async function createEmployee(db: DbOrTx, input: { shopId: string; employee: CreateEmployeeInput }): Promise<Employee> {
  const { shopId, employee } = input;
  await assertUniqueContact(db, { shopId, email: employee.email, phoneNumber: employee.phoneNumber });
  const [row] = await db
    .insert(users)
    .values({
      shopId,
      role: employee.role,
      name: employee.name,
      email: employee.email,
      phoneNumber: employee.phoneNumber,
      address: employee.address,
      gender: employee.gender,
      bankName: employee.bankName,
      bankBranch: employee.bankBranch,
      accountNumber: employee.accountNumber,
      accountName: employee.accountName,
      passwordHash: await hashPassword(employee.password),
    })
    .returning();
  return toEmployeeResponse(row);
}
