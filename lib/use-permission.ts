'use client';

import { useSession } from 'next-auth/react';
import type { Permission } from './permissions';

/** Whether the signed-in user holds a SPEC §6 permission; actions without it are hidden. */
export function useHasPermission(permission: Permission): boolean {
  const { data } = useSession();
  return data?.user.permissions.includes(permission) ?? false;
}
