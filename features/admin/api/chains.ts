import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { type AddBranchInput, chainList } from '@/lib/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './admin-mutation';

export const useChains = () => useQuery({ queryKey: adminKeys.chains(), queryFn: async () => chainList.parse((await api.get('/admin/chains')).data) });

export const useCreateChain = () => useAdminMutation((name: string) => api.post('/admin/chains', { name }), true);
export const useAddBranch = () => useAdminMutation(({ chainId, branch }: { chainId: string; branch: AddBranchInput }) => api.post(`/admin/chains/${chainId}/branches`, branch), true);
export const useSetChainMember = () =>
  useAdminMutation(({ chainId, userId, isMember }: { chainId: string; userId: string; isMember: boolean }) => api.put(`/admin/chains/${chainId}/members`, { userId, isMember }));
