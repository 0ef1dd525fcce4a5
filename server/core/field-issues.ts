import type { ZodError } from 'zod';
import type { FieldIssue } from './app-error';

/** Field issues from a zod error; messages stay keys until translated for the caller. */
export function zodFieldIssues(error: ZodError, prefix: string[] = []): FieldIssue[] {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)].join('.') || '_';
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'validation.invalidType'
        : 'validation.invalid';
    byField.set(field, [...(byField.get(field) ?? []), key]);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}
