import { z } from 'zod';
import { Role } from '../roles';
import { comparing, email, gender, name, optionalText, password, phone } from './rules';
import { listQuery, pageOf } from './pagination';

// Staff of SPEC §3 with the rules of SPEC §5. A shop's staff never holds the system-admin role.
const STAFF_ROLES = [Role.SHOP_ADMIN, Role.SHOP_DOCTORS, Role.SHOP_SELLER, Role.SHOP_ACCOUNTANT, Role.SHOP_SPA] as const;
export const staffRole = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: 'validation.role' }).refine((v) => (STAFF_ROLES as readonly number[]).includes(v), { error: 'validation.role' }),
  );

const staffFields = {
  name: name(),
  phoneNumber: phone(),
  email: email(),
  address: optionalText(255),
  role: staffRole(),
  gender: gender(),
  bankName: optionalText(100),
  bankBranch: optionalText(100),
  accountNumber: optionalText(30),
  accountName: optionalText(100),
};

const confirmMatches = (v: { password?: string | null; confirmPassword?: string | null }) => !v.password || v.confirmPassword === v.password;
const mismatch = comparing('password', 'confirmPassword', 'confirmPassword', 'validation.passwordMismatch');

export const createEmployeeBody = z
  .object({ ...staffFields, password: password(), confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) })
  .refine(confirmMatches, mismatch);
export type CreateEmployeeInput = z.infer<typeof createEmployeeBody>;

// On edit the password is optional; the confirmation is needed only with a password (SPEC §5).
const optionalPassword = z.preprocess((v) => (v === '' || v === null ? undefined : v), password().optional());
export const updateEmployeeBody = z
  .object({ ...staffFields, password: optionalPassword, confirmPassword: z.string().nullish() })
  .refine((v) => !v.password || !!v.confirmPassword, { path: ['confirmPassword'], error: 'validation.required', when: (p) => typeof (p.value as { password?: unknown })?.password === 'string' })
  .refine(confirmMatches, mismatch);
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeBody>;

export const employeeStatusBody = z.object({ isActive: z.boolean({ error: 'validation.invalidType' }) });

export const employeeListQuery = listQuery(['name', 'email', 'role', 'createdAt'] as const).extend({
  role: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), staffRole().optional()),
  status: z.enum(['active', 'inactive', 'all'], { error: 'validation.invalid' }).default('all'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export const employeeResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  role: z.number(),
  gender: z.number().nullable(),
  isActive: z.boolean(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeResponse>;
export const employeePage = pageOf(employeeResponse);
