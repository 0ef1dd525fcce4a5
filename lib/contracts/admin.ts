import { z } from 'zod';
import { comparing, email, gender, name, optionalFilter, optionalText, password, phone, role, timeframe } from './rules';
import { listQuery, pageOf } from './pagination';

// Registration of a shop and its admin account (SPEC §3, §5).
export const registrationFields = {
  shopName: name(),
  name: name(),
  phoneNumber: phone(),
  email: email(),
  address: optionalText(255),
  gender: gender(),
  timeframe: timeframe(),
  password: password(),
  confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
};
const confirmMatches = (v: { password: string; confirmPassword: string }) => v.confirmPassword === v.password;
const mismatch = comparing('password', 'confirmPassword', 'confirmPassword', 'validation.passwordMismatch');

export const registerShopBody = z.object(registrationFields).refine(confirmMatches, mismatch);
export type RegisterShopInput = z.infer<typeof registerShopBody>;
/** The registration's fields that become the new shop admin's account (the password apart). */
export const REGISTRATION_ADMIN_FIELDS = ['name', 'email', 'phoneNumber', 'address', 'gender'] as const;

export const SHOP_STATUSES = ['active', 'expiring', 'expired', 'locked'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const adminShopListQuery = listQuery(['name', 'alias', 'endsAt', 'createdAt'] as const).extend({
  status: z.enum([...SHOP_STATUSES, 'all'], { error: 'validation.invalid' }).default('all'),
  chainId: z.uuid({ error: 'validation.uuid' }).optional(),
  /** only shops that belong to no chain (candidates for a new branch) */
  withoutChain: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v === 'true'),
});
export type AdminShopListQuery = z.infer<typeof adminShopListQuery>;

export const adminShop = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  chain: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** the shop's own shop admin, else (`viaChain`) a shop admin of its chain, who may switch to it */
  admin: z.object({ id: z.uuid(), name: z.string(), email: z.string(), viaChain: z.boolean() }).nullable(),
  timeframe: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(SHOP_STATUSES),
  isLocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminShop = z.infer<typeof adminShop>;
export const adminShopPage = pageOf(adminShop);

export const extendSubscriptionBody = z.object({ timeframe: timeframe() });
export const shopLockBody = z.object({ isLocked: z.boolean({ error: 'validation.invalidType' }) });

export const adminStats = z.object({
  shops: z.object({ active: z.number(), expiring: z.number(), expired: z.number(), locked: z.number(), total: z.number() }),
  chains: z.number(),
  users: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const createChainBody = z.object({ name: name() });
export const chainResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  branches: z.array(z.object({ id: z.uuid(), name: z.string(), alias: z.string() })),
  members: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), shopId: z.uuid() })),
  createdAt: z.string(),
});
export type Chain = z.infer<typeof chainResponse>;
export const chainList = z.array(chainResponse);

// A branch is an existing shop without a chain, or a new shop registered into the chain.
export const addBranchBody = z.union([
  z.object({ shopId: z.uuid({ error: 'validation.uuid' }) }),
  z.object(registrationFields).refine(confirmMatches, mismatch),
]);
export type AddBranchInput = z.infer<typeof addBranchBody>;

export const chainMemberBody = z.object({ userId: z.uuid({ error: 'validation.uuid' }), isMember: z.boolean({ error: 'validation.invalidType' }) });

export const shopUser = z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.number(), isActive: z.boolean(), isChainMember: z.boolean() });
export const shopUserList = z.array(shopUser);

// Every account of the system, for the system administrator (GET /admin/users).
export const USER_STATUSES = ['active', 'inactive'] as const;
export const adminUserListQuery = listQuery(['name', 'email', 'role', 'createdAt'] as const).extend({
  role: optionalFilter(role()),
  shopId: optionalFilter(z.uuid({ error: 'validation.uuid' })),
  status: z.enum([...USER_STATUSES, 'all'], { error: 'validation.invalid' }).default('all'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.number(),
  /** null for the system administrator */
  shop: z.object({ id: z.uuid(), name: z.string(), alias: z.string() }).nullable(),
  /** the chain of the user's shop */
  chain: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** may switch between the chain's branches */
  isChainMember: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = pageOf(adminUser);
