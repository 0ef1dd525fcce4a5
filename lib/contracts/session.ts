import type { Permission } from '../permissions';

/** The user carried by the next-auth session (SPEC §3) and resolved by the API guard. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: number;
  image: string | null;
  shopId: string | null;
  chainId: string | null;
  userRoles: number[];
  isSysAdmin: boolean;
  permissions: Permission[];
  isSingleUserFlowEnabled: boolean;
}

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/v1/files/${fileId}` : null);
