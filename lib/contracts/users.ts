import { z } from 'zod';
import { booleanInput, comparing, gender, name, newPassword, optionalEmail, optionalText, phone } from './rules';

// PUT /users/me (SPEC §7).
export const updateMeBody = z.object({
  name: name(),
  email: optionalEmail().optional(),
  address: optionalText(255).optional(),
  phoneNumber: phone(),
  gender: gender(),
  isSingleUserFlowEnabled: booleanInput().optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeBody>;

/** What a PUT /users/me writes: a field left out (or an e-mail left empty) keeps its value. */
export function profileChanges(changes: UpdateMeInput) {
  return {
    name: changes.name,
    phoneNumber: changes.phoneNumber,
    gender: changes.gender,
    ...(changes.email ? { email: changes.email } : {}),
    ...(changes.address !== undefined ? { address: changes.address } : {}),
    ...(changes.isSingleUserFlowEnabled !== undefined ? { isSingleUserFlowEnabled: changes.isSingleUserFlowEnabled } : {}),
  };
}

// PUT /users/change-password: only oldPassword and newPassword travel (SPEC §5).
export const changePasswordBody = z.object({
  oldPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordBody>;

// The form adds the confirmation, checked on the client only.
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, comparing('newPassword', 'confirmPassword', 'confirmPassword', 'validation.passwordMismatch'));

export const userResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.number().nullable(),
  role: z.number(),
  image: z.string().nullable(),
  isSingleUserFlowEnabled: z.boolean(),
  shopId: z.uuid().nullable(),
  chainId: z.uuid().nullable(),
});
export type UserResponse = z.infer<typeof userResponse>;
