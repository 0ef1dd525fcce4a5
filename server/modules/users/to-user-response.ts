import type { UserResponse } from '@/lib/contracts/users';
import { fileUrl } from '@/lib/contracts/session';
import type { UserRow } from '../../auth/session-user';

export function toUserResponse(row: UserRow): UserResponse {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    gender: row.gender,
    role: row.role,
    image: fileUrl(row.imageFileId),
    isSingleUserFlowEnabled: row.isSingleUserFlowEnabled,
    shopId: row.shopId,
    chainId: row.chainId,
  };
}
