import type { UserResponse } from '@/lib/contracts/users';
import { fileUrl } from '@/lib/contracts/session';
import { pick } from '@/lib/pick';
import type { UserRow } from '../../auth/session-user';

export function toUserResponse(row: UserRow): UserResponse {
  return {
    ...pick(row, ['id', 'name', 'email', 'phoneNumber', 'address', 'gender', 'role', 'isSingleUserFlowEnabled', 'shopId', 'chainId']),
    image: fileUrl(row.imageFileId),
  };
}
