import { expect } from 'vitest';
import type { z } from 'zod';

// Helpers of the validation-rule tests (tests/unit/validation-*.test.ts): every rejected value is
// checked against the exact translation key of its first issue, since that key is what the API and
// the forms show.

/** Parses and returns the output; fails the test with the issues when the value is rejected. */
export function accept(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** The first issue of a rejected value (message key and path). */
export function firstIssue(schema: z.ZodType, value: unknown): { message: string; path: PropertyKey[] } {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  const issue = result.error!.issues[0];
  return { message: issue.message, path: issue.path };
}

export const rejectsWith = (schema: z.ZodType, value: unknown) => firstIssue(schema, value).message;

/** [label, value, message key] rows as objects, so a test title can name the label and the key. */
export const rejections = (rows: [string, unknown, string][]) => rows.map(([label, value, key]) => ({ label, value, key }));
/** [label, value, parsed output] rows as objects, so a test title can name the label and the output. */
export const acceptances = (rows: [string, unknown, unknown][]) => rows.map(([label, value, expected]) => ({ label, value, expected }));

export const VALID_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
