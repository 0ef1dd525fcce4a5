import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { type UserResponse, userResponse } from '@/lib/contracts/users';
import { profileKeys } from './profile-keys';

export async function updateAvatar(file: File): Promise<UserResponse> {
  const form = new FormData();
  form.set('document', file);
  const { data } = await api.put('/users/avatar', form);
  return userResponse.parse(data);
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAvatar, onSuccess: (user) => queryClient.setQueryData(profileKeys.me, user) });
}
