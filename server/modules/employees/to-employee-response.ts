import type { Employee } from '@/lib/contracts/employees';
import { fileUrl } from '@/lib/contracts/session';
import { pick } from '@/lib/pick';
import type { UserRow } from '../../auth/session-user';

export function toEmployeeResponse(row: UserRow): Employee {
  return {
    ...pick(row, ['id', 'name', 'email', 'phoneNumber', 'address', 'role', 'gender', 'isActive', 'bankName', 'bankBranch', 'accountNumber', 'accountName']),
    image: fileUrl(row.imageFileId),
    createdAt: row.createdAt.toISOString(),
  };
}
