import type { Employee } from '@/lib/contracts/employees';
import { fileUrl } from '@/lib/contracts/session';
import type { UserRow } from '../../auth/session-user';

export function toEmployeeResponse(row: UserRow): Employee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    gender: row.gender,
    isActive: row.isActive,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    image: fileUrl(row.imageFileId),
    createdAt: row.createdAt.toISOString(),
  };
}
