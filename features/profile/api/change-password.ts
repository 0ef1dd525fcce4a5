import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ChangePasswordInput } from '@/lib/contracts/users';

// Only the old and the new password travel (SPEC §5).
export async function changePassword({ oldPassword, newPassword }: ChangePasswordInput): Promise<void> {
  await api.put('/users/change-password', { oldPassword, newPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
