import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import axios from 'axios';
import type { ErrorBody } from './contracts/errors';

/** register() whose change clears the field's error at once (SPEC §5: errors clear on edit). */
export function registerClearing<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  return form.register(name, { onChange: () => form.clearErrors(name) });
}

/**
 * Puts the field errors of a DESIGN §3 body (ValidationException, Conflict) under their fields.
 * Returns true when it did, so the caller shows no toast on top.
 */
export function applyServerErrors<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  const body = error.response?.data as Partial<ErrorBody> | undefined;
  const fields = body?.errors?.filter((e) => e.field && e.field !== '_');
  if (!fields?.length) return false;
  for (const f of fields) form.setError(f.field as FieldPath<T>, { type: 'server', message: f.messages[0] });
  return true;
}

/**
 * Validate on submit only: an error then stays away once the user edits its field (SPEC §5),
 * instead of coming straight back on every keystroke.
 */
export const FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;
