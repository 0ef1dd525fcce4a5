import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { type UpdateMeInput, type UserResponse, userResponse } from '@/lib/contracts/users';
import { profileKeys } from './profile-keys';

export async function updateMe(input: UpdateMeInput): Promise<UserResponse> {
  const { data } = await api.put('/users/me', input);
  return userResponse.parse(data);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me, user),
  });
}
