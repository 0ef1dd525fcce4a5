import axios from 'axios';
import type { z } from 'zod';
import type { ErrorBody } from '@/lib/contracts/errors';

/** A contract's issues by the API's paths (products.0.quantity), first message each. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}

/** The field errors of a refused request (ValidationException), or null for any other refusal. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!axios.isAxiosError(error)) return null;
  const fields = (error.response?.data as Partial<ErrorBody> | undefined)?.errors?.filter((e) => e.field && e.field !== '_');
  if (!fields?.length) return null;
  return Object.fromEntries(fields.map((f) => [f.field, f.messages[0]]));
}
