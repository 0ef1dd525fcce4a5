// Roles of SPEC §3. The numeric values travel in tokens and the database.
export const Role = {
  SYSTEM_ADMIN: 1,
  SHOP_ADMIN: 2,
  SHOP_DOCTORS: 3,
  SHOP_SELLER: 4,
  SHOP_ACCOUNTANT: 5,
  SHOP_SPA: 6,
} as const;

export type RoleName = keyof typeof Role;
export type RoleId = (typeof Role)[RoleName];

export const ROLE_IDS = Object.values(Role) as RoleId[];
export const SHOP_ROLE_IDS: RoleId[] = ROLE_IDS.filter((id) => id !== Role.SYSTEM_ADMIN);

export function roleName(id: number): RoleName | undefined {
  return (Object.keys(Role) as RoleName[]).find((name) => Role[name] === id);
}


// Sub-path a role lands on inside its shop area (SPEC §2).
export function landingSubPath(role: number): string {
  return role === Role.SHOP_ACCOUNTANT ? 'statistics' : '';
}
